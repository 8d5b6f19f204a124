import { apiLoader } from './api/api-loader';
import type { PageState } from './app/app';
import { holdClicks, whenIntent } from './app/intent';
import { navigateLater } from './app/navigate-later';
import { STATE_ID } from './app/state-id';
import { captureGlobalErrors } from './services/error-buffer';
import { afterLoadAndIdle } from './services/idle';
import { startLanguageSwitch } from './services/language-switch';
import './styles.css';

// The first script of every page, and all of it until the visitor reaches for the page: no React here.
// Errors are caught from the start; error monitoring loads later and reports them.
captureGlobalErrors(window);

// The server serialised everything the page needs; hydration renders the same tree without fetching.
// No top-level await: it would turn off the bundler's merging of always-loaded chunks into this one.
const state = JSON.parse(document.getElementById(STATE_ID)?.textContent ?? '{}') as PageState;

// Issue 25: React and the page's code load when the visitor reaches for the page (site/app/intent.ts),
// or at once for a page whose content is finished in the browser (PageModule.hydrate).
// A click on a menu, dialog or tab button meanwhile is held and given again once hydrated.
const clicks = holdClicks(document);
let hydrating: Promise<void> | undefined;
const hydrate = () => {
  hydrating ??= import('./app/hydrate').then((m) => m.hydratePage(state, clicks.release));
  return hydrating;
};
if (state.hydrate === 'load') void hydrate();
else whenIntent(document, () => void hydrate());
// `pending` until hydration has committed (then `true`, site/app/hydrate.tsx): the page is listening.
document.documentElement.dataset.hydrated ??= 'pending';

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
  () =>
    void import('./services/start').then((m) =>
      m.startClientServices({
        state,
        ui: () =>
          import('./app/react-ui').then((r) => ({ intl: r.pageIntl(state), createRoot: r.createRoot })),
      }),
    ),
);
