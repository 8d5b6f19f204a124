import * as React from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the first client render on (at once
 * in a tree the client renders itself, e.g. a story, a test or a form shown later).
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
