import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { pageRange } from './page-range';
import { Pagination, type PaginationLabels } from './pagination';

describe('pageRange', () => {
  it('shows every page when they fit', () => {
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses where pages are left out', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageRange(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('always holds first, last, the current page and its siblings, ascending, with constant length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), (count, siblings) => {
        fc.pre(count > 0);
        for (const page of [1, Math.ceil(count / 2), count]) {
          const items = pageRange(page, count, siblings);
          const numbers = items.filter((i): i is number => typeof i === 'number');
          expect(numbers).toContain(1);
          expect(numbers).toContain(count);
          for (let p = Math.max(1, page - siblings); p <= Math.min(count, page + siblings); p++) {
            expect(numbers).toContain(p);
          }
          expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
          expect(new Set(numbers).size).toBe(numbers.length);
          expect(items.length).toBe(Math.min(count, 2 * siblings + 5));
        }
      }),
    );
  });

  it('clamps out-of-range pages and handles no pages', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 0)).toEqual([]);
  });
});

// Test labels: the component has none of its own.
const labels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  morePages: 'More pages',
};

describe('Pagination', () => {
  it('renders crawlable links with aria-current on the current page', () => {
    render(<Pagination labels={labels} page={5} pageCount={10} getHref={(p) => `/blog?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=4');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=6');
    expect(within(nav).getAllByText('More pages')).toHaveLength(2);
  });

  it('does not link Previous on the first page', () => {
    render(<Pagination labels={labels} page={1} pageCount={3} getHref={(p) => `?p=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('uses buttons and onPageChange without getHref', async () => {
    const onPageChange = vi.fn();
    render(<Pagination labels={labels} page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2]]);
  });

  it('takes translated labels; a link also reports its page to onPageChange', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        pageCount={3}
        getHref={(p) => `#page-${p}`}
        onPageChange={onPageChange}
        labels={{ ...labels, nav: '分页', next: '下一页', page: (p) => `第 ${p} 页` }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('link', { name: '第 3 页' })).toHaveAttribute('href', '#page-3');
    await userEvent.click(within(nav).getByRole('link', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('has no English of its own: leaving out the labels is a type error', () => {
    // @ts-expect-error every label comes from the visitor's language
    render(<Pagination page={1} pageCount={1} />);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination labels={labels} page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
