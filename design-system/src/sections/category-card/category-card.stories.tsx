import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryGridSample, langOf } from '../../../stories-support/sections-samples';
import { CategoryCard } from './category-card';

const meta = {
  title: 'Sections/CategoryCard',
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
