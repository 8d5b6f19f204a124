import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  sampleSearchGroups,
  searchDialogLabels,
  searchDialogText,
} from '../../../stories-support/navigation-samples';
import { searchQuery } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import type { SearchStatus } from '../../primitives/search-input/search-input';
import { SearchDialog } from './search-dialog';

type Args = { status: SearchStatus; empty: boolean; typed: boolean };

/** The dialog open in a fixed state: the caller's status and groups, no fetching. */
const meta = {
  title: 'Navigation/SearchDialog/Features',
  parameters: { snapshot: { target: 'page' } },
  args: { status: 'ready', empty: false, typed: true },
  render: function Render({ status, empty, typed }, ctx) {
    const t = sample(searchDialogText, ctx);
    const [query, setQuery] = useState(typed ? sample(searchQuery, ctx) : '');
    return (
      <SearchDialog
        open
        onOpenChange={() => {}}
        title={t.title}
        action="#search"
        query={query}
        onQueryChange={setQuery}
        groups={empty ? [] : sampleSearchGroups(t, query)}
        status={status}
        placeholder={t.placeholder}
        labels={searchDialogLabels(t)}
        footer={typed ? null : <p className="text-muted-foreground">{t.placeholder}</p>}
      />
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Suggestions in two groups, with a link to the full results page for the typed text. */
export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    await expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    const { seeAll } = sample(searchDialogText, { globals });
    await expect(within(dialog).getByRole('link', { name: seeAll })).toHaveAttribute(
      'href',
      `#search?q=${encodeURIComponent(sample(searchQuery, { globals }))}`,
    );
  },
};

/** While the first answer loads: a quiet note, announced politely. */
export const Loading: Story = {
  args: { status: 'loading', empty: true },
  play: async ({ canvasElement, globals }) => {
    const { loading } = sample(searchDialogText, { globals });
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(loading);
  },
};

export const NoResults: Story = {
  args: { status: 'ready', empty: true },
  play: async ({ canvasElement, globals }) => {
    const { noResults } = sample(searchDialogText, { globals });
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent(noResults);
  },
};

/** Nothing typed yet: the box, focused, and the footer. */
export const Empty: Story = {
  args: { status: 'idle', typed: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('combobox')).toHaveFocus();
  },
};

/** Full screen on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'th' },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
};
