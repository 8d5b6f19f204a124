import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleListSample, langOf } from '../../../stories-support/sections-samples';
import { ArticleCard } from './article-card';

const meta = {
  title: 'Sections/ArticleCard/Features',
  component: ArticleCard,
  args: articleListSample('en_US').articles[0]!,
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = (ctx: { globals?: Record<string, unknown> }, index = 0) =>
  articleListSample(langOf(ctx)).articles[index]!;

export const Grid: Story = {
  render: (_args, ctx) => (
    <div className="max-w-sm">
      <ArticleCard {...article(ctx)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One link per card (the title), stretched over the whole card.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(canvas.getByRole('link'));
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-12');
  },
};

export const List: Story = {
  render: (_args, ctx) => (
    <div className="max-w-3xl">
      <ArticleCard {...article(ctx, 1)} variant="list" />
    </div>
  ),
};

export const WithoutCover: Story = {
  render: (_args, ctx) => (
    <div className="max-w-sm">
      <ArticleCard {...article(ctx, 2)} cover={undefined} />
    </div>
  ),
};

export const Thai: Story = { ...Grid, globals: { locale: 'th' } };
export const Chinese: Story = { ...List, globals: { locale: 'zh_CN' } };
