import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeSentence, badgeWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Badge } from './badge';
import { guidance } from './badge.guidance';

const meta = {
  title: 'Primitives/Badge',
  parameters: { guidance },
  component: Badge,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Badge {...args}>{sample(badgeWords, ctx).neutral}</Badge>,
  play: async ({ canvasElement, globals }) => {
    const draft = sample(badgeWords, { globals }).neutral;
    await expect(within(canvasElement).getByText(draft)).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Playground: Story = {
  args: { variant: 'success', children: 'Synced' },
};

// Guidance examples (badge.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoStatusBadge: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <p className="flex items-center gap-2">
      Shopee{' '}
      <Badge {...args} variant="success">
        {sample(badgeWords, ctx).success}
      </Badge>
    </p>
  ),
};

export const DontSentenceBadge: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <p className="flex items-center gap-2">
      Shopee{' '}
      <Badge {...args} variant="danger">
        {sample(badgeSentence, ctx)}
      </Badge>
    </p>
  ),
};
