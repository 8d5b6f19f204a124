import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Heading } from './heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Heading {...args}>{sample(common.title, ctx)}</Heading>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveAttribute('data-size', 'lg');
  },
};

export const Playground: Story = {
  args: { level: 2, size: 'lg', children: 'Manage every marketplace from one place' },
};
