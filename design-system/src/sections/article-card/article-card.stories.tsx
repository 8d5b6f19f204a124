import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleListSample, langOf } from '../../../stories-support/sections-samples';
import { ArticleCard } from './article-card';

const first = articleListSample('en_US').articles[0]!;

const meta = {
  title: 'Sections/ArticleCard',
  component: ArticleCard,
  args: first,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <ArticleCard {...articleListSample(langOf(ctx)).articles[0]!} />,
};

export const Playground: Story = {};
