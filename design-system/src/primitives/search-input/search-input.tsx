import { cva, type VariantProps } from 'class-variance-authority';
import { Search, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { highlightParts } from './highlight';

export const searchInputVariants = cva(
  'w-full appearance-none rounded-md border border-input bg-background text-foreground placeholder:text-muted-foreground transition-colors duration-fast focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 [&::-webkit-search-cancel-button]:appearance-none',
  {
    variants: {
      // 16px text at least on phones so iOS does not zoom in on focus.
      size: { md: 'h-10 ps-10 pe-10 text-base', lg: 'h-12 ps-11 pe-12 text-lg' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SearchSuggestion = string | { value: string; hint?: string };

/** A link-like option of a grouped list: a page (article, post …) with an optional description and badge. */
export type SearchSuggestionItem = {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Choosing the option opens this address (unless `onSuggestionSelect` is given). */
  href?: string;
  /** A short tag after the label, e.g. "Video". */
  badge?: string;
};

/** A titled group of options, e.g. "Help articles" and "Blog posts". */
export type SearchSuggestionGroup = { label: string; items: readonly SearchSuggestionItem[] };

/** Where the suggestions stand: the live region announces loading, the count or no results. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchInputLabels = {
  search: string;
  clear: string;
  suggestions: string;
  /** Announced (and shown) while suggestions load. */
  loading: string;
  /** Announced (and shown) when the finished search found nothing. */
  noResults: string;
  /** Announced when the list changes, e.g. (5) => "5 suggestions". */
  resultsCount: (count: number) => string;
  /** Announced (and shown) when suggestions could not be loaded; `noResults` when omitted. */
  error?: string;
};
const defaultLabels: SearchInputLabels = {
  search: 'Search',
  clear: 'Clear search',
  suggestions: 'Suggestions',
  loading: 'Loading suggestions…',
  noResults: 'No results',
  resultsCount: (n) => (n === 1 ? '1 suggestion' : `${n} suggestions`),
};

export type SearchInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'size' | 'className'
> &
  VariantProps<typeof searchInputVariants> & {
    value?: string;
    defaultValue?: string;
    onValueChange?: (query: string) => void;
    /** Called with the trimmed query on Enter (or when a suggestion is chosen, unless `onSuggestionSelect`). */
    onSubmit?: (query: string) => void;
    /** Suggestions for the current text, fetched by the caller; omit for a plain search box. */
    suggestions?: readonly SearchSuggestion[];
    /**
     * Grouped, link-like options (role="group" per group); used instead of `suggestions`. Choosing an
     * option with `href` opens that page, unless `onSuggestionSelect` is given.
     */
    suggestionGroups?: readonly SearchSuggestionGroup[];
    /** State of the caller's suggestion request, announced in a polite live region. */
    status?: SearchStatus;
    /** popup (default): the list floats under the box and closes on blur. inline: it sits in the flow and stays open (dialogs). */
    listPlacement?: 'popup' | 'inline';
    /** Called when a suggestion is chosen; by default the suggestion is submitted as the query. */
    onSuggestionSelect?: (value: string) => void;
    /** Without `onSubmit`, the form submits here natively (GET, the input's `name`, default "q"). */
    action?: string;
    /** Other fields the native GET submit sends along (a GET form replaces the action's own query). */
    hiddenFields?: Readonly<Record<string, string>>;
    labels?: Partial<SearchInputLabels>;
    /** Classes for the root <form role="search">. */
    className?: string;
    /** Classes for the box around the input, its icon and the clear button (e.g. room for a close button beside it). */
    boxClassName?: string;
  };

type Option = {
  value: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  href?: string;
  badge?: string;
  /** Index of its group in `suggestionGroups`; -1 for flat suggestions. */
  group: number;
};

const toOption = (s: SearchSuggestion): Option =>
  typeof s === 'string'
    ? { value: s, label: s, group: -1 }
    : { value: s.value, label: s.value, hint: s.hint, group: -1 };

function toOptions(
  suggestions: readonly SearchSuggestion[] | undefined,
  groups: readonly SearchSuggestionGroup[] | undefined,
): Option[] {
  if (groups) {
    return groups.flatMap((g, group) =>
      g.items.map((item) => ({
        value: item.value,
        label: item.label,
        hint: item.description,
        href: item.href,
        badge: item.badge,
        group,
      })),
    );
  }
  return (suggestions ?? []).map(toOption);
}

/** What the live region says for the current list. */
function announcement(text: SearchInputLabels, status: SearchStatus | undefined, count: number): string {
  if (status === 'loading') return text.loading;
  if (status === 'error') return text.error ?? text.noResults;
  if (count > 0) return text.resultsCount(count);
  return status === 'ready' ? text.noResults : '';
}

/**
 * A search box inside a search landmark, with a clear button and, when `suggestions` (or grouped
 * `suggestionGroups`) are given, an ARIA 1.2 combobox: ArrowDown/ArrowUp move through the list (across
 * groups), Enter chooses, Escape closes (then clears). A polite live region announces `status` and the
 * number of suggestions.
 */
export function SearchInput({
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  suggestions,
  suggestionGroups,
  status,
  listPlacement = 'popup',
  onSuggestionSelect,
  action,
  hiddenFields,
  labels,
  size,
  className,
  boxClassName,
  name = 'q',
  disabled,
  onKeyDown,
  onBlur,
  ref,
  ...props
}: SearchInputProps) {
  const text = { ...defaultLabels, ...labels };
  const [ownQuery, setOwnQuery] = React.useState(defaultValue);
  const query = value ?? ownQuery;
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const listboxId = React.useId();

  const options = toOptions(suggestions, suggestionGroups);
  const combobox = suggestions !== undefined || suggestionGroups !== undefined;
  const inline = listPlacement === 'inline';
  const typed = query.trim() !== '';
  const listOpen = combobox && (open || inline) && typed;
  const listVisible = listOpen && options.length > 0;
  const activeIndex = listVisible && active < options.length ? active : -1;
  const message = combobox && typed ? announcement(text, status, options.length) : '';
  // The visible note under the box when there is no list to show (loading, nothing found, error).
  const note = listOpen && options.length === 0 && status && status !== 'idle' ? message : '';

  const setQuery = (next: string) => {
    if (value === undefined) setOwnQuery(next);
    onValueChange?.(next);
  };
  const submit = (q: string) => {
    setOpen(false);
    onSubmit?.(q.trim());
  };
  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    if (onSuggestionSelect) {
      if (!option.href) setQuery(option.value);
      onSuggestionSelect(option.value);
    } else if (option.href) {
      window.location.assign(option.href);
    } else {
      setQuery(option.value);
      submit(option.value);
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = options.length;
    if (event.key === 'ArrowDown' && combobox && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(listVisible ? (activeIndex + 1) % count : 0);
    } else if (event.key === 'ArrowUp' && listVisible) {
      event.preventDefault();
      setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      // An inline list stays in view: Escape clears the text (then a dialog around it closes).
      if (listVisible && !inline) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const optionId = (i: number) => `${listboxId}-option-${i}`;

  // Keep the highlighted option in view when the list scrolls.
  React.useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const renderOption = (option: Option, i: number) => (
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; focus stays in the input.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (ArrowUp/Down, Enter) for the list.
    <div
      key={`${i}-${option.value}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === activeIndex}
      data-slot="search-input-option"
      data-href={option.href}
      className="flex cursor-pointer flex-col px-3 py-2 text-foreground aria-selected:bg-primary-subtle aria-selected:text-primary-subtle-foreground hover:bg-muted"
      // Keep focus in the input, so the click does not blur (and close) the list first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
    >
      <span className="flex items-center gap-2">
        <span className="min-w-0">
          {typeof option.label === 'string'
            ? highlightParts(option.label, query).map((part, j) =>
                part.match ? (
                  <mark key={j} className="bg-transparent font-semibold text-inherit">
                    {part.text}
                  </mark>
                ) : (
                  <React.Fragment key={j}>{part.text}</React.Fragment>
                ),
              )
            : option.label}
        </span>
        {option.badge ? (
          <span
            data-slot="search-input-badge"
            className="shrink-0 rounded-sm bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground"
          >
            {option.badge}
          </span>
        ) : null}
      </span>
      {option.hint ? <span className="text-sm text-muted-foreground">{option.hint}</span> : null}
    </div>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet understood by every screen reader.
    <form
      role="search"
      data-slot="search-input"
      data-size={size ?? 'md'}
      action={action}
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        if (!query.trim()) {
          event.preventDefault();
          return;
        }
        if (onSubmit || !action) {
          event.preventDefault();
          submit(query);
        }
      }}
    >
      {hiddenFields
        ? Object.entries(hiddenFields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))
        : null}
      <div data-slot="search-input-box" className={cn('relative', boxClassName)}>
        <Search
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground',
            size === 'lg' ? 'start-3.5 size-5' : 'start-3 size-4.5',
          )}
        />
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="search"
          name={name}
          data-slot="search-input-field"
          aria-label={props['aria-labelledby'] ? undefined : text.search}
          autoComplete="off"
          enterKeyHint="search"
          disabled={disabled}
          value={query}
          className={searchInputVariants({ size })}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            onBlur?.(event);
            if (inline) return;
            setOpen(false);
            setActive(-1);
          }}
          {...(combobox
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': listVisible,
                'aria-controls': listboxId,
                'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
              }
            : {})}
          {...props}
        />
        {query && !disabled ? (
          <button
            type="button"
            data-slot="search-input-clear"
            aria-label={text.clear}
            className="absolute end-1.5 top-1/2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => {
              setQuery('');
              setOpen(false);
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {combobox ? (
        <>
          <div
            id={listboxId}
            role="listbox"
            aria-label={text.suggestions}
            data-slot="search-input-listbox"
            data-placement={listPlacement}
            hidden={!listVisible}
            className={cn(
              'overflow-y-auto py-1',
              inline
                ? 'mt-2 min-h-0'
                : 'absolute inset-x-0 top-full z-sticky mt-1 max-h-80 rounded-md border border-border bg-background shadow-md',
            )}
          >
            {suggestionGroups
              ? suggestionGroups.map((group, g) =>
                  group.items.length === 0 ? null : (
                    // biome-ignore lint/a11y/useSemanticElements: a listbox holds option groups, not form fieldsets.
                    <div
                      key={`${g}-${group.label}`}
                      role="group"
                      aria-labelledby={`${listboxId}-group-${g}`}
                      data-slot="search-input-group"
                    >
                      <div
                        id={`${listboxId}-group-${g}`}
                        data-slot="search-input-group-label"
                        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                      >
                        {group.label}
                      </div>
                      {options.map((option, i) => (option.group === g ? renderOption(option, i) : null))}
                    </div>
                  ),
                )
              : options.map(renderOption)}
          </div>
          {note ? (
            <p
              aria-hidden="true"
              data-slot="search-input-note"
              className={cn(
                'px-3 py-2 text-sm text-muted-foreground',
                inline
                  ? 'mt-2'
                  : 'absolute inset-x-0 top-full z-sticky mt-1 rounded-md border border-border bg-background shadow-md',
              )}
            >
              {note}
            </p>
          ) : null}
          <div
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="sr-only"
            data-slot="search-input-status"
          >
            {message}
          </div>
        </>
      ) : null}
    </form>
  );
}
