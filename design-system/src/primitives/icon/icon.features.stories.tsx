import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, Boxes, Megaphone, Package, ShoppingCart, Truck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { featureAreas } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Icon } from './icon';

const meta = {
  title: 'Primitives/Icon/Features',
  component: Icon,
  args: { icon: Package },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** With a label the icon is an image with that name; without, screen readers skip it. */
export const Labelled: Story = {
  args: { icon: Truck, label: 'Shipped', size: 'lg', className: 'text-success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Shipped' })).toBeVisible();
  },
};

/** Icons inherit the text colour. */
export const Colours: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <Icon {...args} icon={Package} className="text-primary" size="lg" />
      <Icon {...args} icon={ShoppingCart} className="text-accent" size="lg" />
      <Icon {...args} icon={Boxes} className="text-success" size="lg" />
      <Icon {...args} icon={Megaphone} className="text-danger" size="lg" />
    </div>
  ),
};

/** Decorative icons beside feature-area names. */
export const BesideText: Story = {
  render: (args, ctx) => {
    const icons = [Package, ShoppingCart, Boxes, BarChart3];
    return (
      <ul className="flex flex-col gap-2">
        {sample(featureAreas, ctx).map((name, i) => (
          <li key={name} className="flex items-center gap-2">
            <Icon {...args} icon={icons[i]!} className="text-primary" />
            {name}
          </li>
        ))}
      </ul>
    );
  },
};

export const Thai: Story = {
  ...BesideText,
  globals: { locale: 'th' },
};
