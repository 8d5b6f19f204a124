import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  categoryTreeLabels,
  categoryTreeText,
  openCategoryTree,
  sampleCategoryTree,
} from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { CategoryTree } from './category-tree';
import { guidance } from './category-tree.guidance';

type Args = { currentId: string };

const meta = {
  title: 'Navigation/CategoryTree',
  parameters: { guidance },
  args: { currentId: 'labels' },
  argTypes: {
    currentId: {
      control: 'select',
      options: ['orders', 'shipping', 'labels', 'returns', 'products', 'listing', 'billing'],
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
  render: ({ currentId }, ctx) => {
    const t = sample(categoryTreeText, ctx);
    return (
      <CategoryTree
        nodes={sampleCategoryTree(t)}
        currentId={currentId}
        label={t.label}
        labels={categoryTreeLabels(t)}
      />
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current category is marked, its ancestors open; other branches wait behind their buttons (on a phone, in the sheet). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = sample(categoryTreeText, { globals });
    const nav = await openCategoryTree(canvasElement, globals);
    await expect(within(nav).getByRole('link', { name: `${t.names[2]} 4` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: t.toggle(t.names[4]) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Each disclosure button is told apart from the link beside it.
    for (const toggle of within(nav).getAllByRole('button')) {
      const link = toggle.parentElement?.querySelector('a');
      await expect(toggle.getAttribute('aria-label')).not.toBe(link?.textContent?.replace(/\s*\d+$/, ''));
    }
  },
};

export const Playground: Story = {};

// Guidance examples (category-tree.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoMarkTheCurrentCategory: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { currentId: 'labels' },
};

export const DontLeaveOutCurrent: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const t = sample(categoryTreeText, ctx);
    return <CategoryTree nodes={sampleCategoryTree(t)} label={t.label} labels={categoryTreeLabels(t)} />;
  },
};
