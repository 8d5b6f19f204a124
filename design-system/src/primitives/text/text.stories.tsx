import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trialNote } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Text } from './text';
import { guidance } from './text.guidance';

const meta = {
  title: 'Primitives/Text',
  parameters: { guidance },
  component: Text,
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'small'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <Text {...args} className="max-w-prose">
      {sample(common.paragraph, ctx)}
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p[data-slot="text"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Shopee/)).toHaveAttribute('data-tone', 'default');
  },
};

export const Playground: Story = {
  args: {
    size: 'md',
    tone: 'default',
    weight: 'regular',
    as: 'p',
    children: 'Sync products, orders and stock across every marketplace.',
  },
};

// Guidance examples (text.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoMutedForSecondary: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="flex max-w-prose flex-col gap-2">
      <Text {...args}>{sample(common.paragraph, ctx)}</Text>
      <Text {...args} size="sm" tone="muted">
        {sample(trialNote, ctx)}
      </Text>
    </div>
  ),
};

export const DontSmallMutedBody: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Text {...args} size="xs" tone="muted" className="max-w-prose">
      {sample(common.paragraph, ctx)} {sample(trialNote, ctx)}
    </Text>
  ),
};
