import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchStatus, SearchSuggestionGroup } from '../../primitives/search-input/search-input';
import { axeViolations, testGroups } from '../test-fixtures';
import { SearchDialog, type SearchDialogProps, searchResultsHref } from './search-dialog';

const labels = {
  search: 'Search',
  clear: 'Clear',
  close: 'Close search',
  loading: 'Searching…',
  noResults: 'Nothing found',
  resultsCount: (n: number) => `${n} results`,
  seeAll: 'See all results',
  suggestions: 'Suggestions',
};

function Harness({
  groups = testGroups,
  status = 'ready',
  initialQuery = '',
  ...rest
}: Partial<SearchDialogProps> & {
  groups?: SearchSuggestionGroup[];
  status?: SearchStatus;
  initialQuery?: string;
}) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState(initialQuery);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        title="Search the site"
        action="/en_US/search.htm"
        query={query}
        onQueryChange={setQuery}
        groups={query.trim() ? groups : []}
        status={query.trim() ? status : 'idle'}
        labels={labels}
        {...rest}
      />
    </>
  );
}

describe('SearchDialog', () => {
  it('is a named dialog with the search box focused, and a real GET form to the results page', () => {
    render(<Harness name="k" />);
    const dialog = screen.getByRole('dialog', { name: 'Search the site' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('name', 'k');
    const form = within(dialog).getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/en_US/search.htm');
    expect(form.method).toBe('get');
  });

  it('shows grouped suggestions, announces their number and links to all results for the text', async () => {
    render(<Harness />);
    await userEvent.keyboard('print labels');
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('group', { name: 'Blog posts' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 results');
    expect(within(dialog).getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/en_US/search.htm?q=print+labels',
    );
  });

  it('submits the form natively when Enter is pressed without a chosen option', async () => {
    render(<Harness />);
    const form = screen.getByRole('search') as HTMLFormElement;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.keyboard('print{Enter}');
    expect(submitted).toHaveBeenCalledOnce();
    // The component let it through: the browser would load /en_US/search.htm?q=print.
    expect(new FormData(form).get('q')).toBe('print');
  });

  it('opens the chosen suggestion with Enter', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      render(<Harness />);
      await userEvent.keyboard('print{ArrowDown}{Enter}');
      expect(assign).toHaveBeenCalledWith('/help/h1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('announces loading and no results', async () => {
    const { rerender } = render(<Harness status="loading" groups={[]} initialQuery="zzz" />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    rerender(<Harness status="ready" groups={[]} initialQuery="zzz" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });

  it('clears the text on the first Escape and closes on the second; the close button closes too', async () => {
    render(<Harness footer={<a href="/help">Help centre</a>} />);
    await userEvent.keyboard('print');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is axe-clean with suggestions shown', async () => {
    render(<Harness />);
    await userEvent.keyboard('print{ArrowDown}');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('searchResultsHref', () => {
  it('builds the address the GET form would', () => {
    expect(searchResultsHref('/en_US/search.htm', 'q', 'ใบปะหน้า & co')).toBe(
      `/en_US/search.htm?q=${encodeURIComponent('ใบปะหน้า').replace(/%20/g, '+')}+%26+co`,
    );
    expect(searchResultsHref('/blog/search.htm?source=pc', 'content', 'x')).toBe(
      '/blog/search.htm?source=pc&content=x',
    );
  });
});
