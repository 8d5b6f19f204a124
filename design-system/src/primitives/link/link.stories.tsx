import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { connectSentence, readMore, vagueWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Link } from './link';
import { guidance } from './link.guidance';

const meta = {
  title: 'Primitives/Link',
  parameters: { guidance },
  component: Link,
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { href: '#guide' },
  render: (args, ctx) => <Link {...args}>{sample(readMore, ctx)}</Link>,
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: sample(readMore, { globals }) });
    await expect(link).toHaveAttribute('href', '#guide');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Playground: Story = {
  args: { href: '#pricing', children: 'See pricing', variant: 'default', external: false },
};

// Guidance examples (link.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoSayWhereItGoes: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <p>
      {sample(connectSentence, ctx)}{' '}
      <Link {...args} href="#guide">
        {sample(readMore, ctx)}
      </Link>
    </p>
  ),
};

export const DontClickHere: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <p>
      {sample(connectSentence, ctx)}{' '}
      <Link {...args} href="#guide">
        {sample(vagueWords, ctx).clickHere}
      </Link>
    </p>
  ),
};
