import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, within } from 'storybook/test';
import { paginationLabels } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Pagination, type PaginationProps } from './pagination';

type Args = Omit<PaginationProps, 'labels'>;
const text = (globals: Record<string, unknown>) => sample(paginationLabels, { globals });

const meta = {
  title: 'Primitives/Pagination/Features',
  component: Pagination as React.ComponentType<Args>,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  // Labels from the story's language, so every play reads what a visitor of that language hears.
  render: (args, ctx) => <Pagination {...args} labels={sample(paginationLabels, ctx)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Crawlable: every page is a real link from `getHref`. */
export const Links: Story = {
  args: { page: 6, getHref: (p: number) => `/blog/index.htm?page=${p}` },
  play: async ({ canvasElement, globals }) => {
    const t = text(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t.page(7) })).toHaveAttribute(
      'href',
      '/blog/index.htm?page=7',
    );
    await expect(canvas.getByRole('link', { name: t.page(6) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText(t.morePages)).toHaveLength(2);
  },
};

/** On the first page "Previous" has nowhere to go: shown, but not a link. */
export const FirstPage: Story = {
  args: { page: 1, getHref: (p: number) => `/blog/index.htm?page=${p}` },
  play: async ({ canvasElement, globals }) => {
    const t = text(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t.previous })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.next })).toHaveAttribute(
      'href',
      '/blog/index.htm?page=2',
    );
  },
};

export const LastPageButtons: Story = {
  args: { page: 12 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: text(globals).next })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByText(text(globals).morePages)).toBeNull();
  },
};

export const Small: Story = {
  args: { page: 4, pageCount: 30, size: 'sm' },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { page: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'การแบ่งหน้า' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'หน้า 7' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On phones "Previous" and "Next" keep only their arrows; the words stay for screen readers. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { page: 6 },
  play: async ({ canvasElement, globals }) => {
    const next = within(canvasElement).getByRole('button', { name: text(globals).next });
    await expect(next.getBoundingClientRect().width).toBeLessThan(48);
  },
};
