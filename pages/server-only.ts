import { createContext, createElement, type ReactNode, useContext } from 'react';

const KeepServerHtml = createContext(false);

/**
 * Set by the site's browser side around the page it hydrates (site/app/hydrate.tsx): from then on every
 * ServerOnly part keeps the HTML the server rendered. Anywhere else (the server, stories, tests) it is off.
 */
export const KeepServerHtmlProvider = KeepServerHtml.Provider;

const EMPTY = { __html: '' };

/**
 * A part of a content page with no behaviour (lists of links, a featured article, results), whose data the
 * browser is not sent (the page module's `browserData` leaves it out, issue 25): the server runs `render`
 * inside a `display: contents` wrapper; when the site hydrates, the wrapper comes with an empty inner HTML,
 * which React leaves as the server filled it, so `render` never runs in the browser and needs nothing of
 * the data there. Only what never changes after the server rendered it belongs here: a part that
 * re-rendered in the browser would stay as it was.
 */
export function ServerOnly({ name, render }: { name: string; render: () => ReactNode }) {
  const keep = useContext(KeepServerHtml);
  return keep
    ? createElement('div', {
        'data-server-html': name,
        className: 'contents',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: hydration keeps what the server rendered inside
        dangerouslySetInnerHTML: EMPTY,
        suppressHydrationWarning: true,
      })
    : createElement('div', { 'data-server-html': name, className: 'contents' }, render());
}

/** The data without the named fields: what `browserData` sends of a view whose parts are ServerOnly. */
export function withoutFields<T extends object, K extends keyof T>(data: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...data };
  for (const key of keys) delete copy[key];
  return copy;
}
