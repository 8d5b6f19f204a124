import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Badge {...args}>{sample(badgeWords, ctx).neutral}</Badge>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Playground: Story = {
  args: { variant: 'success', children: 'Synced' },
};
