import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { pageRange } from './page-range';

export const paginationItemVariants = cva(
  'inline-flex items-center justify-center gap-1 rounded-md font-medium whitespace-nowrap transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      // A little narrower on phones so nine controls still fit on one line of a 360px screen.
      size: { sm: 'h-8 min-w-8 px-2 text-sm', md: 'h-10 min-w-10 px-3 text-base phone:min-w-9 phone:px-2' },
      state: {
        idle: 'cursor-pointer text-foreground hover:bg-muted',
        current: 'bg-primary text-primary-foreground',
        disabled: 'cursor-not-allowed text-muted-foreground',
      },
    },
    defaultVariants: { size: 'md', state: 'idle' },
  },
);

/** Required, in the visitor's language: the component has no text of its own to fall back on. */
export type PaginationLabels = {
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page number, e.g. "Page 3". */
  page: (page: number) => string;
  /** Read out in place of the ellipsis. */
  morePages: string;
};

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  Pick<VariantProps<typeof paginationItemVariants>, 'size'> & {
    /** Current page, 1-based. */
    page: number;
    pageCount: number;
    /** Makes every page a real link (crawlable); `onPageChange` still runs on click if given. */
    getHref?: (page: number) => string;
    /** Called with the chosen page; without `getHref` the controls are buttons. */
    onPageChange?: (page: number) => void;
    /** Pages shown either side of the current one. */
    siblings?: number;
    labels: PaginationLabels;
  };

/** Page numbers with previous/next, an ellipsis for skipped pages, and aria-current on the current page. */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  siblings = 1,
  size,
  labels,
  className,
  ...props
}: PaginationProps) {
  const text = labels;
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    state: 'idle' | 'current' | 'disabled',
    content: React.ReactNode,
    name?: string,
  ) => {
    const className = paginationItemVariants({ size, state });
    const ariaCurrent = state === 'current' ? ('page' as const) : undefined;
    if (getHref) {
      if (state === 'disabled') {
        // Nowhere to go: shown in place (no layout jump) but not a link, and skipped by screen readers.
        return (
          <span aria-hidden="true" data-slot="pagination-link" data-disabled="" className={className}>
            {content}
          </span>
        );
      }
      return (
        <a
          href={getHref(target)}
          className={className}
          aria-label={name}
          aria-current={ariaCurrent}
          data-slot="pagination-link"
          onClick={onPageChange ? () => onPageChange(target) : undefined}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        data-slot="pagination-link"
        className={className}
        aria-label={name}
        aria-current={ariaCurrent}
        disabled={state === 'disabled'}
        onClick={state === 'idle' ? () => onPageChange?.(target) : undefined}
      >
        {content}
      </button>
    );
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={text.nav}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1 phone:gap-0.5">
        <li>
          {control(
            current - 1,
            current === 1 ? 'disabled' : 'idle',
            <>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              <span className="phone:sr-only">{text.previous}</span>
            </>,
          )}
        </li>
        {pageRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, item === current ? 'current' : 'idle', item, text.page(item))}</li>
          ) : (
            <li key={item} data-slot="pagination-ellipsis" className="px-1 text-muted-foreground">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{text.morePages}</span>
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            current === pageCount ? 'disabled' : 'idle',
            <>
              <span className="phone:sr-only">{text.next}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
