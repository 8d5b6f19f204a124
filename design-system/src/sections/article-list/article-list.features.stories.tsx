import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleListSample, langOf } from '../../../stories-support/sections-samples';
import { ArticleList } from './article-list';

const meta = {
  title: 'Sections/ArticleList/Features',
  component: ArticleList,
  parameters: { layout: 'fullscreen' },
  args: articleListSample('en_US'),
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  render: (_args, ctx) => <ArticleList {...articleListSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const List: Story = {
  render: (_args, ctx) => <ArticleList {...articleListSample(langOf(ctx))} variant="list" tone="surface" />,
};

export const Empty: Story = {
  render: (_args, ctx) => <ArticleList {...articleListSample(langOf(ctx))} articles={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/blog/index.htm');
  },
};

export const Thai: Story = { ...Grid, globals: { locale: 'th' } };
export const Chinese: Story = { ...Grid, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Grid, globals: { viewport: { value: 'phone', isRotated: false } } };
