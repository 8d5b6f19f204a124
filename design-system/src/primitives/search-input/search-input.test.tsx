import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
