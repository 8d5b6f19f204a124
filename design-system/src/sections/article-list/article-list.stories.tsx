import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleListSample, langOf } from '../../../stories-support/sections-samples';
import { ArticleList } from './article-list';
import { guidance } from './article-list.guidance';

const meta = {
  title: 'Sections/ArticleList',
  component: ArticleList,
  parameters: { layout: 'fullscreen', guidance },
  args: articleListSample('en_US'),
  argTypes: {
    variant: { control: 'inline-radio', options: ['grid', 'list'] },
    columns: { control: 'inline-radio', options: [2, 3] },
  },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <ArticleList {...articleListSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoHelpfulEmptyState: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <ArticleList {...articleListSample(langOf(ctx))} articles={[]} />,
};

export const DontDeadEndEmptyState: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = articleListSample(langOf(ctx));
    return <ArticleList {...props} articles={[]} empty={{ title: props.empty.title }} />;
  },
};
