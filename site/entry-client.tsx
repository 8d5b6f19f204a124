import { type ReactNode, startTransition, useEffect } from 'react';
import './app/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiLoader } from './api/visitor-api';
import { App, type PageState } from './app/app';
import { navigateLater } from './app/navigate-later';
import { loadPage } from './app/page-registry';
import { makeIntl } from './intl/intl';
import { pageCatalogue } from './intl/shipped';
import type { PageKey } from './routes';
import { captureGlobalErrors, reactErrorHandler } from './services/error-buffer';
import { afterLoadAndIdle } from './services/idle';
import { startLanguageSwitch } from './services/language-switch';
import './styles.css';

// Errors are caught from the start; error monitoring loads later and reports them.
captureGlobalErrors(window);

// The server serialised everything the page needs; hydration renders the same tree without fetching.
// No top-level await: it would turn off the bundler's merging of always-loaded chunks into this one.
const state = JSON.parse(document.getElementById('__SW_STATE__')?.textContent ?? '{}') as PageState;
const intl = makeIntl(state.lang, pageCatalogue(document, state.messages));
void loadPage(state.page as PageKey).then(({ page }) => {
  // As a transition, hydration yields to the browser between components instead of blocking in one long
  // task (Lighthouse's total blocking time on the sign-up page: 346 -> 258 ms).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <MarkHydrated>
        <App state={state} page={page} intl={intl} />
      </MarkHydrated>,
      {
        onRecoverableError: reactErrorHandler('hydration'),
        onUncaughtError: errorScreen,
      },
    );
  });
});

/** Rule 8, the error screen: loaded when needed (site/app/error-screen.ts). */
function errorScreen(error: unknown, info: { componentStack?: string }) {
  void import('./app/error-screen').then((m) => m.showErrorScreen(error, info, state));
}

/** Flags the document once hydration has committed (tests wait for it before they click). No DOM of its own. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

// The API client (with the contract's schemas) loads on first use, not with every page.
const loadApi = apiLoader(state.config.apiBaseUrl, state.lang);
startLanguageSwitch(document, {
  changeLang: async (lang) => {
    const { api, routes } = await loadApi();
    return api.call(routes.changeLang, { query: { lang } });
  },
  navigate: (href) => void navigateLater(href),
  secure: window.location.protocol === 'https:',
});

// Tracking, analytics, monitoring, build updates, consent and the site-switch prompt: after the first paint.
afterLoadAndIdle(
  () => void import('./services/start').then((m) => m.startClientServices({ state, intl, createRoot })),
);
