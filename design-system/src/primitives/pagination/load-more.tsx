import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

export type LoadMoreProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Button text, e.g. "Load more articles". */
  label: string;
  /** Progress text such as "Showing 12 of 40"; announced politely each time it changes. */
  status: string;
  onLoadMore?: () => void;
  /** The next page's URL: the button becomes a link, so crawlers and no-script visitors still get there. */
  href?: string;
  loading?: boolean;
  /** Announced while loading, in the visitor's language (see Button's `loadingLabel`). */
  loadingLabel?: string;
  /** False once everything is shown: the button goes, the status stays. */
  hasMore?: boolean;
};

/** "Load more" paging for article lists: a button (or link) with a loading state and a live status line. */
export function LoadMore({
  label,
  status,
  onLoadMore,
  href,
  loading = false,
  loadingLabel,
  hasMore = true,
  className,
  ...props
}: LoadMoreProps) {
  return (
    <div data-slot="load-more" className={cn('flex flex-col items-center gap-3', className)} {...props}>
      <p data-slot="load-more-status" role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
      {hasMore ? (
        href ? (
          <Button asChild variant="outline" loading={loading} loadingLabel={loadingLabel}>
            <a
              href={href}
              onClick={(event) => {
                if (!onLoadMore) return;
                event.preventDefault();
                if (!loading) onLoadMore();
              }}
            >
              {label}
            </a>
          </Button>
        ) : (
          <Button variant="outline" loading={loading} loadingLabel={loadingLabel} onClick={onLoadMore}>
            {label}
          </Button>
        )
      ) : null}
    </div>
  );
}
