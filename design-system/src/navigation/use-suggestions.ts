import * as React from 'react';

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SuggestionFetcher<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

export type UseSuggestionsOptions = {
  /** Milliseconds of quiet typing before a request starts (default 200). */
  delay?: number;
  /** Shorter trimmed queries ask nothing and clear the list (default 2). */
  minLength?: number;
};

export type UseSuggestionsResult<T> = { items: T[]; status: SuggestionStatus };

/** One empty list for every idle answer, so memoised consumers see no change. */
const NONE: never[] = [];

/**
 * Suggestions for what a visitor types: waits for a pause (`delay`), trims the query, asks `fetcher` once,
 * aborts the request of an outdated query and ignores any answer that arrives after the query changed.
 * Below `minLength` it asks nothing and returns no items (status `idle`). A failed request gives `error`.
 * `fetcher` may change identity between renders: the latest one is used, without restarting the wait.
 */
export function useSuggestions<T>(
  query: string,
  fetcher: SuggestionFetcher<T>,
  options: UseSuggestionsOptions = {},
): UseSuggestionsResult<T> {
  const { delay = 200, minLength = 2 } = options;
  const trimmed = query.trim();
  const active = trimmed.length >= minLength;
  const fetcherRef = React.useRef(fetcher);
  React.useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const [state, setState] = React.useState<UseSuggestionsResult<T>>({ items: NONE, status: 'idle' });

  React.useEffect(() => {
    if (!active) {
      setState((s) => (s.status === 'idle' && s.items === NONE ? s : { items: NONE, status: 'idle' }));
      return;
    }
    const controller = new AbortController();
    let current = true;
    setState((s) => (s.status === 'loading' ? s : { ...s, status: 'loading' }));
    const timer = setTimeout(() => {
      let request: Promise<T[]>;
      try {
        request = Promise.resolve(fetcherRef.current(trimmed, controller.signal));
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (items) => {
          if (current) setState({ items, status: 'ready' });
        },
        () => {
          if (current) setState({ items: NONE, status: 'error' });
        },
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, active, delay]);

  return active ? state : { items: NONE, status: 'idle' };
}
