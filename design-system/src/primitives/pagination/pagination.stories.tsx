import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paginationLabels } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Pagination } from './pagination';
import { guidance } from './pagination.guidance';

const meta = {
  title: 'Primitives/Pagination',
  parameters: { guidance },
  component: Pagination,
  args: { page: 5, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange?.(p);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
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
