import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryGridSample, langOf } from '../../../stories-support/sections-samples';
import { CategoryCard } from './category-card';
import { guidance } from './category-card.guidance';

const meta = {
  title: 'Sections/CategoryCard',
  parameters: { guidance },
  component: CategoryCard,
  args: categoryGridSample('en_US').categories[0]!,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof CategoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <CategoryCard {...categoryGridSample(langOf(ctx)).categories[0]!} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoNameAndDescription: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <CategoryCard {...categoryGridSample(langOf(ctx)).categories[2]!} />,
};

export const DontSentenceAsName: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const category = categoryGridSample(langOf(ctx)).categories[2]!;
    return (
      <CategoryCard
        {...category}
        title={category.description ?? category.title}
        description={undefined}
        count={undefined}
      />
    );
  },
};
