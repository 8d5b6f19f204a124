import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  categoryTreeLabels,
  categoryTreeText,
  openCategoryTree,
  sampleCategoryTree,
} from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { CategoryTree } from './category-tree';

type Args = { currentId?: string };

const meta = {
  title: 'Navigation/CategoryTree/Features',
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

/** A top-level page: its own branch opens, so its children are one click away without JavaScript. */
export const TopLevelCurrent: Story = {
  args: { currentId: 'products' },
  play: async ({ canvasElement, globals }) => {
    const { names, toggle: toggleName } = sample(categoryTreeText, { globals });
    const nav = await openCategoryTree(canvasElement, globals);
    await expect(within(nav).getByRole('button', { name: toggleName(names[4]) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: `${names[5]} 7` })).toBeVisible();
  },
};

/** No current category (e.g. the help home): every branch closed; the buttons open them. */
export const ExpandBranch: Story = {
  play: async ({ canvasElement, globals }) => {
    const { names, toggle: toggleName } = sample(categoryTreeText, { globals });
    const nav = await openCategoryTree(canvasElement, globals);
    const toggle = within(nav).getByRole('button', { name: toggleName(names[0]) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: `${names[3]} 5` })).toBeVisible();
  },
};

/** Phones: a button with the current category opens the tree in a bottom sheet (loaded on demand). */
export const PhoneSheet: Story = {
  args: { currentId: 'shipping' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    const t = sample(categoryTreeText, { globals });
    const shipping = t.names[1];
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${t.openSheet} ${shipping}` }));
    // The sheet's code is loaded on the first tap (React.lazy), so wait for it.
    const sheet = await page.findByRole('dialog', { name: t.label }, { timeout: 5000 });
    await expect(within(sheet).getByRole('link', { name: `${shipping} 9` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Thai names wrap inside the column; counts stay aligned at the end. */
export const Thai: Story = {
  args: { currentId: 'returns' },
  globals: { locale: 'th' },
};

/** Chinese, phone, sheet closed. */
export const ChinesePhone: Story = {
  args: { currentId: 'labels' },
  globals: { locale: 'zh_CN', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /物流面单/ })).toBeVisible();
  },
};
