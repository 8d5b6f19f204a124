import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, Boxes, Package, Truck } from 'lucide-react';
import { expect } from 'storybook/test';
import { featureAreas } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Icon } from './icon';
import { guidance } from './icon.guidance';

const meta = {
  title: 'Primitives/Icon',
  parameters: { guidance },
  component: Icon,
  args: { icon: Package },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { size: 'lg', label: 'Products', className: 'text-primary' },
};

// Guidance examples (icon.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

const areaIcons = [Package, Truck, Boxes, BarChart3] as const;

export const DoIconWithText: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <ul className="flex flex-col gap-2">
      {sample(featureAreas, ctx).map((area, i) => (
        <li key={area} className="flex items-center gap-2">
          <Icon {...args} icon={areaIcons[i] ?? Package} />
          {area}
        </li>
      ))}
    </ul>
  ),
};

export const DontIconsAlone: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args) => (
    <div className="flex gap-4">
      {areaIcons.map((glyph) => (
        <Icon key={glyph.displayName} {...args} icon={glyph} size="lg" />
      ))}
    </div>
  ),
};
