import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { langOf, statsSample } from '../../../stories-support/sections-samples';
import { Stats } from './stats';

const meta = {
  title: 'Sections/Stats/Features',
  component: Stats,
  parameters: { layout: 'fullscreen' },
  args: statsSample('en_US'),
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  render: (_args, ctx) => <Stats {...statsSample(langOf(ctx))} tone="brand" />,
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms).toHaveLength(4);
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent(/\d/);
  },
};

export const Inverse: Story = {
  render: (_args, ctx) => <Stats {...statsSample(langOf(ctx))} tone="inverse" />,
};

export const Light: Story = {
  render: (_args, ctx) => {
    const props = statsSample(langOf(ctx));
    return <Stats {...props} items={props.items.slice(0, 3)} tone="surface" />;
  },
};

export const Thai: Story = { ...Brand, globals: { locale: 'th' } };
export const Chinese: Story = { ...Brand, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Brand, globals: { viewport: { value: 'phone', isRotated: false } } };
