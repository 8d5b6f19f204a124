import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleListSample, langOf, sectionsCopy } from '../../../stories-support/sections-samples';
import { ArticleCard } from './article-card';
import { guidance } from './article-card.guidance';

const first = articleListSample('en_US').articles[0]!;

const meta = {
  title: 'Sections/ArticleCard',
  parameters: { guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoDescriptiveTitle: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <ArticleCard {...articleListSample(langOf(ctx)).articles[1]!} />,
};

export const DontGenericTitle: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <ArticleCard
      {...articleListSample(langOf(ctx)).articles[1]!}
      title={sectionsCopy[langOf(ctx)].features.more}
      summary={undefined}
    />
  ),
};
