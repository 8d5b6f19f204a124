import { Search } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { isSearchShortcut } from './search-shortcut';

export type SearchTriggerProps = {
  /** Visible on desktop, the button's accessible name everywhere, e.g. "Search". */
  label: string;
  /** The key shown beside the label on desktop, e.g. "/". */
  shortcutHint?: string;
  /** Called on click and on the shortcuts ("/" outside text fields, Ctrl+K, ⌘+K). */
  onOpen: () => void;
  className?: string;
};

/**
 * The header's search button: icon and label on desktop, icon only on phones. While mounted it listens for
 * the search shortcuts on the document. It does not import the search dialog, so pages can load that lazily.
 */
export function SearchTrigger({ label, shortcutHint, onOpen, className }: SearchTriggerProps) {
  const onOpenRef = React.useRef(onOpen);
  React.useEffect(() => {
    onOpenRef.current = onOpen;
  });
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpenRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <button
      type="button"
      data-slot="search-trigger"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={() => onOpen()}
      className={cn(
        'inline-flex size-11 cursor-pointer items-center justify-center gap-2 rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring desktop:h-10 desktop:w-auto desktop:justify-start desktop:border desktop:border-input desktop:ps-3 desktop:pe-2 desktop:text-sm desktop:text-muted-foreground',
        className,
      )}
    >
      <Search aria-hidden="true" className="size-5 desktop:size-4" />
      <span data-slot="search-trigger-label" className="sr-only desktop:not-sr-only">
        {label}
      </span>
      {shortcutHint ? (
        <span
          aria-hidden="true"
          data-slot="search-trigger-shortcut"
          className="hidden min-w-5 items-center justify-center rounded-sm border border-border px-1 text-xs desktop:inline-flex"
        >
          <kbd className="font-sans">{shortcutHint}</kbd>
        </span>
      ) : null}
    </button>
  );
}
