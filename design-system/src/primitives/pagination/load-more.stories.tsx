import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadMoreText, vagueWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { LoadMore } from './load-more';
import { guidance } from './load-more.guidance';

const meta = {
  title: 'Primitives/LoadMore',
  parameters: { guidance },
  component: LoadMore,
  args: { label: 'Load more articles', status: 'Showing 12 of 40 articles', onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOTAL = 40;
const PAGE = 12;

/** Loads twelve more per click (after a short wait), then the button goes. */
export const Default: Story = {
  render: function Render(args, ctx) {
    const text = sample(loadMoreText, ctx);
    const [shown, setShown] = useState(PAGE);
    const [loading, setLoading] = useState(false);
    return (
      <LoadMore
        {...args}
        label={text.label}
        status={text.status(shown, TOTAL)}
        loading={loading}
        hasMore={shown < TOTAL}
        onLoadMore={() => {
          args.onLoadMore?.();
          setLoading(true);
          setTimeout(() => {
            setShown((s) => Math.min(s + PAGE, TOTAL));
            setLoading(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = sample(loadMoreText, { globals });
    await userEvent.click(canvas.getByRole('button', { name: text.label }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    const status = text.status(2 * PAGE, TOTAL);
    await waitFor(() => expect(canvas.getByText(status)).toBeInTheDocument());
    await expect(canvas.getByText(status)).toHaveAttribute('role', 'status');
  },
};

export const Playground: Story = {
  args: { loading: false, hasMore: true, loadingLabel: 'Loading' },
};

// Guidance examples (load-more.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoNameWhatLoads: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => {
    const text = sample(loadMoreText, ctx);
    return <LoadMore {...args} label={text.label} status={text.status(PAGE, TOTAL)} />;
  },
};

export const DontVagueLoadMore: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <LoadMore
      {...args}
      label={sample(vagueWords, ctx).more}
      status={sample(loadMoreText, ctx).status(PAGE, TOTAL)}
    />
  ),
};
