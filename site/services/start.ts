/**
 * The client services of a page, started once after hydration when the browser is idle (this module
 * and everything it loads stay out of the first-load JavaScript). Each service has its own module;
 * this file only wires them to the page and to each other.
 */
import type { Consent } from '@sellwise/design-system/overlays';
import type { IntlShape } from 'react-intl';
import { apiLoader } from '../api/api-loader';
import type { PageState } from '../app/app';
import type { CreateRoot } from '../app/client-root';
import { navigate } from '../app/navigate';
import { parseCookies } from '../intl/cookies';
import { track } from './analytics';
import { isProductionHost } from './analytics-rules';
import { startBuildUpdate } from './build-update';
import { consentWithdrawn, needsConsent, readConsent, storeConsent } from './consent';
import { startDownloadTracking } from './download-tracking';
import { routeErrorsTo } from './error-buffer';
import { startMonitoring } from './monitoring';
import { startPayloadPrefetch } from './payload-prefetch';
import { checkSiteSwitch, proSiteUrl, suppressSiteSwitch } from './site-switch';
import { identityOf, startAnalytics } from './start-analytics';
import { startTracking } from './start-tracking';
import { sessionStore } from './storage';
import { defineGtagRegister, loadTags } from './tags';

export const COOKIE_SETTINGS_HASH = '#cookie-settings';

/** Spec §3/§4: a visitor with the login-token cookie is asked who they are (the isLogin call). */
async function loginIdentity(doc: Document, load: ReturnType<typeof apiLoader>) {
  const { LOGIN_TOKEN_COOKIE } = await import('@sellwise/api/contract/auth');
  if (!parseCookies(doc.cookie)[LOGIN_TOKEN_COOKIE]) return undefined;
  const { api, routes } = await load();
  return identityOf(await api.call(routes.isLogin));
}

/** React and the page's messages, for the client-only UI: loaded only when a banner or prompt shows. */
export type ClientUi = () => Promise<{ intl: IntlShape; createRoot: CreateRoot }>;

export function startClientServices({ state, ui }: { state: PageState; ui: ClientUi }): void {
  const win = window;
  const doc = win.document;
  const { config } = state;
  const api = (path: string) => `${config.apiBaseUrl}${path}`;
  const postJson = (path: string, body: unknown) =>
    fetch(api(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  const production = isProductionHost(win.location.host, config.productionHosts);

  startDownloadTracking(doc);
  const channel = startTracking(win.location.search, Date.now());
  if (channel) track('channel management', { ...channel });

  if (production) {
    routeErrorsTo(
      startMonitoring({
        post: (body) => void postJson('/api/monitoring', body),
        pageUrl: () => win.location.href,
        browser: win.navigator,
        appVersion: config.appVersion,
      }),
    );
  }

  // A build's route rules (builds/meta): the reload target after a new build, the payloads to prefetch.
  const fetchMeta = async (id: string): Promise<{ prerendered?: unknown } | undefined> => {
    const response = await fetch(api(`/builds/meta/${encodeURIComponent(id)}.json`));
    return response.ok ? response.json() : undefined;
  };
  startPayloadPrefetch({
    win,
    buildId: config.buildId,
    loadPrerendered: async () => {
      const prerendered = (await fetchMeta(config.buildId))?.prerendered;
      return Array.isArray(prerendered) ? prerendered.map(String) : undefined;
    },
    fetch: win.fetch.bind(win),
  });
  startBuildUpdate({
    currentBuildId: config.buildId,
    fetchLatest: async () => {
      const response = await fetch(api(`/builds/latest.json?${Date.now()}`));
      return response.ok ? response.json() : undefined;
    },
    fetchMeta,
    target: win,
    session: sessionStore(),
    here: () => win.location,
    reload: (to) => {
      const { pathname, search, hash } = win.location;
      if (to === `${pathname}${search}${hash}`) win.location.reload();
      else navigate(to, {}, win);
    },
  });

  // Consent decides what else runs: analytics (production hosts only) and the third-party tags.
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  const loadedTags = new Set<string>();
  let applied: Consent | undefined;
  let stopAnalytics: (() => void) | undefined;
  const apply = (consent: Consent) => {
    if (consentWithdrawn(applied, consent)) return win.location.reload();
    applied = consent;
    if (production && consent.analytics && config.analyticsKey && !stopAnalytics) {
      stopAnalytics = startAnalytics({
        apiBaseUrl: config.apiBaseUrl,
        analyticsServerUrl: config.analyticsServerUrl,
        appVersion: config.appVersion,
        apiKey: config.analyticsKey,
        pageName: state.page,
        doc,
        fetch: win.fetch.bind(win),
        batch: true,
        loginIdentity: () => loginIdentity(doc, apiLoader(config.apiBaseUrl, state.lang)),
      });
    }
    loadTags({ tagIds: config.tagIds, consent, doc, nonce, loaded: loadedTags });
    if (consent.advertising)
      defineGtagRegister(win, config.tagIds, (body) => void postJson('/api/collect', body));
  };
  const askConsent = (current?: Consent) =>
    void Promise.all([import('../app/consent-prompt'), ui()]).then(
      ([{ showConsentBanner }, { intl, createRoot }]) =>
        showConsentBanner({
          createRoot,
          intl,
          defaultConsent: current,
          onChange: (consent) => {
            storeConsent(doc, consent, Date.now());
            apply(consent);
          },
        }),
    );
  const stored = readConsent(doc, Date.now());
  if (stored) apply(stored);
  else if (needsConsent(config, production)) askConsent();
  // A "Cookie settings" link anywhere on the page reopens the banner.
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[href$="${COOKIE_SETTINGS_HASH}"]`);
    if (!link) return;
    event.preventDefault();
    askConsent(readConsent(doc, Date.now()));
  });

  void checkSiteSwitch({
    host: win.location.host,
    protocol: win.location.protocol,
    config,
    now: Date.now(),
    fetchJson: async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).json(),
  }).then(async (show) => {
    if (!show) return;
    const [{ showSiteSwitchPrompt }, { intl, createRoot }] = await Promise.all([
      import('../app/site-switch-prompt'),
      ui(),
    ]);
    showSiteSwitchPrompt({
      createRoot,
      intl,
      mobile: state.mobile,
      // Another host: allowed explicitly (navigation rule 7).
      onConfirm: () => navigate(proSiteUrl(win.location.href, config.proHost), { external: true }, win),
      onCloseDontRemind: () => suppressSiteSwitch(new Date()),
    });
  });
}
