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

export type SearchInputLabels = { search: string; clear: string; suggestions: string };
const defaultLabels: SearchInputLabels = {
  search: 'Search',
  clear: 'Clear search',
  suggestions: 'Suggestions',
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
    /** Called when a suggestion is chosen; by default the suggestion is submitted as the query. */
    onSuggestionSelect?: (value: string) => void;
    /** Without `onSubmit`, the form submits here natively (GET, the input's `name`, default "q"). */
    action?: string;
    labels?: Partial<SearchInputLabels>;
    /** Classes for the root <form role="search">. */
    className?: string;
  };

const toOption = (s: SearchSuggestion) => (typeof s === 'string' ? { value: s, hint: undefined } : s);

/**
 * A search box inside a search landmark, with a clear button and, when `suggestions` are given, an ARIA
 * 1.2 combobox: ArrowDown/ArrowUp move through the list, Enter chooses, Escape closes (then clears).
 */
export function SearchInput({
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  suggestions,
  onSuggestionSelect,
  action,
  labels,
  size,
  className,
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

  const options = (suggestions ?? []).map(toOption);
  const combobox = suggestions !== undefined;
  const listVisible = combobox && open && query.trim() !== '' && options.length > 0;
  const activeIndex = listVisible && active < options.length ? active : -1;

  const setQuery = (next: string) => {
    if (value === undefined) setOwnQuery(next);
    onValueChange?.(next);
  };
  const submit = (q: string) => {
    setOpen(false);
    onSubmit?.(q.trim());
  };
  const choose = (chosen: string) => {
    setQuery(chosen);
    setOpen(false);
    setActive(-1);
    if (onSuggestionSelect) onSuggestionSelect(chosen);
    else submit(chosen);
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
      choose(options[activeIndex]!.value);
    } else if (event.key === 'Escape') {
      if (listVisible) {
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
      {combobox ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label={text.suggestions}
          data-slot="search-input-listbox"
          hidden={!listVisible}
          className="absolute inset-x-0 top-full z-sticky mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-background py-1 shadow-md"
        >
          {options.map((option, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; focus stays in the input.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (ArrowUp/Down, Enter) for the list.
            <div
              key={`${i}-${option.value}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              data-slot="search-input-option"
              className="flex cursor-pointer flex-col px-3 py-2 text-foreground aria-selected:bg-primary-subtle aria-selected:text-primary-subtle-foreground hover:bg-muted"
              // Keep focus in the input, so the click does not blur (and close) the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option.value)}
            >
              <span>
                {highlightParts(option.value, query).map((part, j) =>
                  part.match ? (
                    <mark key={j} className="bg-transparent font-semibold text-inherit">
                      {part.text}
                    </mark>
                  ) : (
                    <React.Fragment key={j}>{part.text}</React.Fragment>
                  ),
                )}
              </span>
              {option.hint ? <span className="text-sm text-muted-foreground">{option.hint}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </form>
  );
}
