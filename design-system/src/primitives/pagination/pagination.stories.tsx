import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paginationLabels } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Pagination, type PaginationProps } from './pagination';
import { guidance } from './pagination.guidance';

// The labels always come from the story's language: a Pagination has no text of its own.
type Args = Omit<PaginationProps, 'labels'>;

const meta = {
  title: 'Primitives/Pagination',
  parameters: { guidance },
  component: Pagination as React.ComponentType<Args>,
  args: { page: 5, pageCount: 12, onPageChange: fn() },
  render: (args, ctx) => <Pagination {...args} labels={sample(paginationLabels, ctx)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args, ctx) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        labels={sample(paginationLabels, ctx)}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange?.(p);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const text = sample(paginationLabels, { globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text.page(5) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: text.page(6) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {
  args: { page: 3, pageCount: 20, siblings: 1, size: 'md' },
};

// Guidance examples (pagination.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoLinkedPages: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Pagination
      {...args}
      page={5}
      pageCount={12}
      labels={sample(paginationLabels, ctx)}
      getHref={(page) => `#page-${page}`}
    />
  ),
};

export const DontManySiblings: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Pagination
      {...args}
      page={20}
      pageCount={40}
      siblings={4}
      labels={sample(paginationLabels, ctx)}
      getHref={(page) => `#page-${page}`}
    />
  ),
};
