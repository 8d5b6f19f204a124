import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { dialogOverlayClass } from '../../overlays/dialog/dialog';
import {
  SearchInput,
  type SearchStatus,
  type SearchSuggestionGroup,
} from '../../primitives/search-input/search-input';

export type SearchDialogLabels = {
  /** Accessible name of the search box. */
  search: string;
  clear: string;
  close: string;
  loading: string;
  noResults: string;
  resultsCount: (count: number) => string;
  /** The link to the full results page for the typed text. */
  seeAll: string;
  /** Accessible name of the suggestion list. */
  suggestions: string;
  /** Announced when suggestions could not be loaded; `noResults` when omitted. */
  error?: string;
};

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (read by screen readers, not shown). */
  title: string;
  /** GET address of the full results page: Enter without a chosen option submits the form there. */
  action: string;
  /** Query parameter of the typed text (default "q"). */
  name?: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Suggestions for the query, by kind; options with `href` open their page when chosen. */
  groups: readonly SearchSuggestionGroup[];
  status: SearchStatus;
  labels: SearchDialogLabels;
  /** Called when an option is chosen, instead of opening its `href`. */
  onSuggestionSelect?: (value: string) => void;
  placeholder?: string;
  /** Below the results, e.g. popular searches or a contact link. */
  footer?: React.ReactNode;
  className?: string;
};

/** The full results page's address for `query`, as the form's GET submission would build it. */
export function searchResultsHref(action: string, name: string, query: string): string {
  const params = new URLSearchParams({ [name]: query });
  return `${action}${action.includes('?') ? '&' : '?'}${params}`;
}

/**
 * Site search in a dialog: top-aligned on desktop, full screen on phones. Typing shows grouped suggestions
 * (the caller fetches them, e.g. with `useSuggestions`); arrow keys move through them and Enter opens one;
 * Enter on the text alone submits a real GET form to `action`. Escape clears the text, then closes.
 */
export function SearchDialog({
  open,
  onOpenChange,
  title,
  action,
  name = 'q',
  query,
  onQueryChange,
  groups,
  status,
  labels,
  onSuggestionSelect,
  placeholder,
  footer,
  className,
}: SearchDialogProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="search-dialog-overlay" className={dialogOverlayClass} />
        <DialogPrimitive.Content
          data-slot="search-dialog"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // The first Escape in a box with text clears it; the next one closes.
            if (query && document.activeElement === inputRef.current) {
              event.preventDefault();
              onQueryChange('');
            }
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className={cn(
            'fixed inset-0 z-dialog flex flex-col overflow-hidden bg-background text-foreground outline-none desktop:inset-x-0 desktop:top-[12vh] desktop:bottom-auto desktop:mx-auto desktop:max-h-[76vh] desktop:w-[calc(100vw-2rem)] desktop:max-w-2xl desktop:rounded-lg desktop:shadow-lg',
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <SearchInput
            ref={inputRef}
            action={action}
            name={name}
            value={query}
            onValueChange={onQueryChange}
            suggestionGroups={groups}
            status={status}
            onSuggestionSelect={onSuggestionSelect}
            listPlacement="inline"
            placeholder={placeholder}
            size="lg"
            labels={labels}
            className="flex min-h-0 flex-1 flex-col p-3"
            boxClassName="me-12"
          />
          <DialogPrimitive.Close
            data-slot="search-dialog-close"
            className="absolute end-3 top-3 inline-flex size-12 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.close}</span>
          </DialogPrimitive.Close>
          {trimmed || footer ? (
            <div
              data-slot="search-dialog-footer"
              className="flex flex-col gap-3 border-t border-border p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sm"
            >
              {trimmed ? (
                <a
                  href={searchResultsHref(action, name, trimmed)}
                  data-slot="search-dialog-see-all"
                  className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {labels.seeAll}
                </a>
              ) : null}
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
