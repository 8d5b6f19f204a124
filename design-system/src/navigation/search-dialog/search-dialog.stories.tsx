import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  sampleSearchGroups,
  searchDialogLabels,
  searchDialogText,
  vagueSearchText,
} from '../../../stories-support/navigation-samples';
import { searchQuery } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { useSuggestions } from '../use-suggestions';
import { SearchDialog } from './search-dialog';
import { guidance } from './search-dialog.guidance';
import { SearchTrigger } from './search-trigger';

type Args = { latency: number; fail: boolean; defaultOpen: boolean };

const meta = {
  title: 'Navigation/SearchDialog',
  parameters: { guidance, snapshot: { target: 'page' } },
  args: { latency: 300, fail: false, defaultOpen: false },
  argTypes: { latency: { control: { type: 'range', min: 0, max: 3000, step: 100 } } },
  render: function Render({ latency, fail, defaultOpen }, ctx) {
    const t = sample(searchDialogText, ctx);
    const [open, setOpen] = useState(defaultOpen);
    const [query, setQuery] = useState('');
    // Stands in for the site's search endpoint: answers after `latency`, honours the abort signal.
    const fetcher = useCallback(
      (q: string, signal: AbortSignal) =>
        new Promise<ReturnType<typeof sampleSearchGroups>>((resolve, reject) => {
          const timer = setTimeout(
            () => (fail ? reject(new Error('offline')) : resolve(sampleSearchGroups(t, q))),
            latency,
          );
          signal.addEventListener('abort', () => clearTimeout(timer));
        }),
      [t, latency, fail],
    );
    const { items, status } = useSuggestions(query, fetcher, { minLength: 1 });
    return (
      <>
        <SearchTrigger label={t.search} shortcutHint="/" onOpen={() => setOpen(true)} />
        <SearchDialog
          open={open}
          onOpenChange={setOpen}
          title={t.title}
          action="#search"
          query={query}
          onQueryChange={setQuery}
          groups={items.filter((g) => g.items.length > 0)}
          status={status}
          placeholder={t.placeholder}
          labels={searchDialogLabels(t)}
        />
      </>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "/" opens the dialog; typing shows help articles and blog posts, announced as a count. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = sample(searchDialogText, { globals });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('/');
    const dialog = await page.findByRole('dialog', { name: t.title });
    // Every sample title holds its language's query: three help articles and two blog posts.
    await userEvent.keyboard(sample(searchQuery, { globals }));
    await expect(await within(dialog).findByRole('group', { name: t.blog })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(searchDialogLabels(t).resultsCount(5));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = {};

// Guidance examples (search-dialog.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

/** The open dialog with a given placeholder, in its own iframe on the docs page so it does not cover it. */
function OpenDialog({ t, placeholder }: { t: (typeof searchDialogText)['en_US']; placeholder: string }) {
  const [query, setQuery] = useState('');
  return (
    <SearchDialog
      open
      onOpenChange={() => {}}
      title={t.title}
      action="#search"
      query={query}
      onQueryChange={setQuery}
      groups={[]}
      status="idle"
      placeholder={placeholder}
      labels={searchDialogLabels(t)}
    />
  );
}
const inIframe = { snapshot: false, docs: { story: { inline: false, height: '320px' } } };

export const DoSayWhatCanBeFound: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: inIframe,
  render: (_args, ctx) => {
    const t = sample(searchDialogText, ctx);
    return <OpenDialog t={t} placeholder={t.placeholder} />;
  },
};

export const DontGenericPlaceholder: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: inIframe,
  render: (_args, ctx) => (
    <OpenDialog t={sample(searchDialogText, ctx)} placeholder={sample(vagueSearchText, ctx).placeholder} />
  ),
};
