import { KeepServerHtmlProvider } from '@sellwise/pages/server-only';
import { type ReactNode, startTransition, useEffect } from 'react';
import './zod-jitless';
import type { PageKey } from '../routes';
import { reactErrorHandler } from '../services/error-buffer';
import { App, type PageState } from './app';
import { rememberTyped, restoreTyped } from './intent';
import { loadPage } from './page-registry';
import { hydrateRoot, pageIntl } from './react-ui';

/**
 * Hydrates the page the server rendered (site/entry-client.tsx decides when): the same tree from the
 * state the server serialised, so nothing is fetched. What the visitor typed before is given again once
 * it has committed, then the clicks the entry held (`releaseClicks`, site/app/intent.ts).
 */
export function hydratePage(
  state: PageState,
  releaseClicks: () => void,
  doc: Document = document,
): Promise<void> {
  const intl = pageIntl(state, doc);
  return loadPage(state.page as PageKey).then(({ page }) => {
    const root = doc.getElementById('root') as HTMLElement;
    // Read at the last moment before hydration: the visitor may have typed while the code loaded.
    const typed = rememberTyped(root);
    const done = () => {
      restoreTyped(typed);
      releaseClicks();
    };
    // As a transition, hydration yields to the browser between components instead of blocking in one long
    // task (Lighthouse's total blocking time on the sign-up page: 346 -> 258 ms).
    startTransition(() => {
      hydrateRoot(
        root,
        <MarkHydrated onDone={done}>
          {/* Parts the browser was sent no data for keep the server's HTML (pages/server-only.ts). */}
          <KeepServerHtmlProvider value={true}>
            <App state={state} page={page} intl={intl} />
          </KeepServerHtmlProvider>
        </MarkHydrated>,
        {
          onRecoverableError: reactErrorHandler('hydration'),
          onUncaughtError: (error, info) => errorScreen(error, info, state),
        },
      );
    });
  });
}

/** Rule 8, the error screen: loaded when needed (site/app/error-screen.ts). */
function errorScreen(error: unknown, info: { componentStack?: string }, state: PageState) {
  void import('./error-screen').then((m) => m.showErrorScreen(error, info, state));
}

/** Flags the document once hydration has committed (tests wait for it before they click). No DOM of its own. */
function MarkHydrated({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onDone();
  }, [onDone]);
  return children;
}
