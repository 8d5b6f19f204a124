import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoryGridSample, langOf } from '../../../stories-support/sections-samples';
import { CategoryCard, CategoryGrid } from './category-card';

const meta = {
  title: 'Sections/CategoryCard/Features',
  component: CategoryCard,
  args: categoryGridSample('en_US').categories[1]!,
} satisfies Meta<typeof CategoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  render: (_args, ctx) => (
    <div className="max-w-md">
      <CategoryCard {...categoryGridSample(langOf(ctx)).categories[1]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', expect.stringContaining('/leftCat/'));
  },
};

/** The help centre's category grid, the `categoryGrid` section of page configs. */
export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, ctx) => <CategoryGrid {...categoryGridSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const TwoColumns: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, ctx) => <CategoryGrid {...categoryGridSample(langOf(ctx))} columns={2} tone="surface" />,
};

export const Thai: Story = { ...Grid, globals: { locale: 'th' } };
export const Chinese: Story = { ...Grid, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Grid, globals: { viewport: { value: 'phone', isRotated: false } } };
