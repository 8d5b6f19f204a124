import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, testGroups } from '../../navigation/test-fixtures';
import { highlightParts } from './highlight';
import { SearchInput } from './search-input';

const suggestions = ['Print labels', 'Print invoices', { value: 'Printer settings', hint: 'Devices' }];

describe('SearchInput', () => {
  it('is a searchbox in a search landmark without suggestions, submitting the trimmed query', async () => {
    const onSubmit = vi.fn();
    render(<SearchInput onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'search');
    await userEvent.type(input, '  labels {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('labels');
  });

  it("sends its hidden fields with a native GET submit (a GET form drops the action's own query)", () => {
    render(<SearchInput name="content" action="/blog/search.htm" hiddenFields={{ source: 'app' }} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ source: 'app', content: '' });
  });

  it('does not submit an empty query', async () => {
    const onSubmit = vi.fn();
    render(<SearchInput onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a combobox whose list opens on typing and follows ArrowDown/ArrowUp with wrap-around', async () => {
    render(<SearchInput suggestions={suggestions} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'pri');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveTextContent('Devices');
  });

  it('submits the highlighted suggestion on Enter', async () => {
    const onSubmit = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchInput suggestions={suggestions} onSubmit={onSubmit} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('combobox'), 'pri{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Print invoices');
    expect(onValueChange).toHaveBeenLastCalledWith('Print invoices');
    expect(screen.getByRole('combobox')).toHaveValue('Print invoices');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('hands a chosen suggestion to onSuggestionSelect instead of submitting', async () => {
    const onSubmit = vi.fn();
    const onSuggestionSelect = vi.fn();
    render(
      <SearchInput suggestions={suggestions} onSubmit={onSubmit} onSuggestionSelect={onSuggestionSelect} />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'pri');
    await userEvent.click(screen.getByRole('option', { name: /Printer settings/ }));
    expect(onSuggestionSelect).toHaveBeenCalledWith('Printer settings');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    render(<SearchInput suggestions={suggestions} defaultValue="pri" />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('pri');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('clears with a labelled button and gives focus back to the input', async () => {
    const onValueChange = vi.fn();
    render(
      <SearchInput defaultValue="labels" onValueChange={onValueChange} labels={{ clear: 'ล้างการค้นหา' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ล้างการค้นหา' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('highlights the typed text inside suggestions', async () => {
    render(<SearchInput suggestions={['Reprint labels']} />);
    await userEvent.type(screen.getByRole('combobox'), 'PRINT');
    expect(screen.getByRole('option').querySelector('mark')).toHaveTextContent('print');
  });

  it('passes the ref to the input', () => {
    let node: HTMLInputElement | null = null;
    render(
      <SearchInput
        ref={(n) => {
          node = n;
        }}
      />,
    );
    expect(node).toBeInstanceOf(HTMLInputElement);
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive match', () => {
    expect(highlightParts('Print and reprint', 'print')).toEqual([
      { text: 'Print', match: true },
      { text: ' and re', match: false },
      { text: 'print', match: true },
    ]);
  });

  it('matches Thai and Chinese without word boundaries, and returns the text for an empty query', () => {
    expect(highlightParts('พิมพ์ใบปะหน้าพัสดุ', 'ใบปะหน้า')).toEqual([
      { text: 'พิมพ์', match: false },
      { text: 'ใบปะหน้า', match: true },
      { text: 'พัสดุ', match: false },
    ]);
    expect(highlightParts('批量打印发票', '打印').map((p) => p.match)).toEqual([false, true, false]);
    expect(highlightParts('Labels', '  ')).toEqual([{ text: 'Labels', match: false }]);
  });
});

describe('SearchInput with grouped suggestions', () => {
  const groups = testGroups;

  it('renders labelled groups of options and moves across groups with the arrow keys', async () => {
    render(<SearchInput suggestionGroups={groups} status="ready" />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'print');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const [help, blog] = within(listbox).getAllByRole('group');
    expect(help).toHaveAccessibleName('Help articles');
    expect(blog).toHaveAccessibleName('Blog posts');
    expect(within(help!).getAllByRole('option')).toHaveLength(2);
    expect(within(help!).getByRole('option', { name: /Printer settings/ })).toHaveTextContent('Video');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const blogOption = within(blog!).getByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', blogOption.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(help!).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', blogOption.id);
  });

  it('opens the href of the option chosen with Enter', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const onSubmit = vi.fn();
      render(<SearchInput suggestionGroups={groups} onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('combobox'), 'print{ArrowDown}{ArrowDown}{Enter}');
      expect(assign).toHaveBeenCalledExactlyOnceWith('/help/h2');
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands the chosen option to onSuggestionSelect instead of navigating', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const onSuggestionSelect = vi.fn();
      render(<SearchInput suggestionGroups={groups} onSuggestionSelect={onSuggestionSelect} />);
      await userEvent.type(screen.getByRole('combobox'), 'print');
      await userEvent.click(screen.getByRole('option', { name: /Print faster/ }));
      expect(onSuggestionSelect).toHaveBeenCalledWith('b1');
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByRole('combobox')).toHaveValue('print');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('announces loading, the number of suggestions and no results in a polite live region', async () => {
    const labels = {
      loading: 'Searching…',
      noResults: 'Nothing found',
      resultsCount: (n: number) => `${n} results`,
    };
    const { rerender } = render(
      <SearchInput suggestionGroups={[]} status="loading" labels={labels} defaultValue="print" />,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Searching…');
    rerender(<SearchInput suggestionGroups={groups} status="ready" labels={labels} defaultValue="print" />);
    expect(live).toHaveTextContent('3 results');
    rerender(<SearchInput suggestionGroups={[]} status="ready" labels={labels} defaultValue="print" />);
    expect(live).toHaveTextContent('Nothing found');
    rerender(
      <SearchInput
        suggestionGroups={[]}
        status="error"
        labels={{ ...labels, error: 'Offline' }}
        defaultValue="print"
      />,
    );
    expect(live).toHaveTextContent('Offline');
  });

  it('says nothing while the box is empty, and uses English defaults', async () => {
    render(<SearchInput suggestions={['Print labels', 'Print invoices']} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByRole('combobox'), 'pri');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
  });

  it('keeps an inline list open on blur, and Escape clears instead of hiding it', async () => {
    render(
      <>
        <SearchInput suggestionGroups={groups} listPlacement="inline" />
        <button type="button">elsewhere</button>
      </>,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'print');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
    input.focus();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('is axe-clean with the grouped list open', async () => {
    const { container } = render(<SearchInput suggestionGroups={groups} status="ready" />);
    await userEvent.type(screen.getByRole('combobox'), 'print{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
