import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadMoreText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { LoadMore, type LoadMoreProps } from './load-more';

const meta = {
  title: 'Primitives/LoadMore/Features',
  component: LoadMore,
  args: { label: '', status: '', onLoadMore: fn() },
  render: (args, ctx) => {
    const text = sample(loadMoreText, ctx);
    return <LoadMore {...args} label={text.label} status={text.status(12, 40)} />;
  },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While loading the button is busy and ignores clicks; the spinner's label is announced. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading articles' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { label } = sample(loadMoreText, { globals });
    const button = canvas.getByRole('button', { name: (name) => name.includes(label) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything shown: the button is gone, the status stays. */
export const AllLoaded: Story = {
  args: { hasMore: false },
  render: (args: LoadMoreProps, ctx) => {
    const text = sample(loadMoreText, ctx);
    return <LoadMore {...args} label={text.label} status={text.status(40, 40)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** With `href` the control is a link to the next page (crawlable); with JavaScript it loads in place. */
export const AsLink: Story = {
  args: { href: '/blog/index.htm?page=2' },
  play: async ({ canvasElement, args, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: sample(loadMoreText, { globals }).label });
    await expect(link).toHaveAttribute('href', '/blog/index.htm?page=2');
    await userEvent.click(link);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { loading: true, loadingLabel: '正在加载' },
};
