import { type AnalyticsSession, attachAnalytics, createAnalytics } from './analytics';
import { ANALYTICS_DEFAULTS } from './analytics-rules';
import { readCookie, readJson, STORAGE_KEYS, type Store, writeCookie, writeJson } from './storage';

export const DEVICE_ID_COOKIE = 'sw_device_id';

export type AnalyticsStartDeps = {
  apiBaseUrl: string;
  apiKey: string;
  /** The page's name for the 'count' page view (spec §7). */
  pageName: string;
  doc: Document;
  fetch: typeof fetch;
  storage?: Store;
  /** The collector's batch endpoint (/api/batch-report.json) instead of /api/report.json. */
  batch?: boolean;
};

/**
 * Analytics of spec §7 for one page, started only on production hosts with analytics consent: the
 * device id cookie (365 days), the client attached to the tracking bridge, the 'count' page view,
 * and a last flush when the page is hidden. Returns the stop function (consent withdrawn).
 */
export function startAnalytics(deps: AnalyticsStartDeps): () => void {
  const { doc, apiBaseUrl } = deps;
  const deviceId = readCookie(doc, DEVICE_ID_COOKIE) || crypto.randomUUID();
  writeCookie(doc, DEVICE_ID_COOKIE, deviceId, ANALYTICS_DEFAULTS.cookieExpirationDays);
  const client = createAnalytics({
    apiKey: deps.apiKey,
    serverUrl: `${apiBaseUrl}/api/${deps.batch ? 'batch-report' : 'report'}.json`,
    deviceId,
    loadSession: () => readJson<AnalyticsSession>(STORAGE_KEYS.analyticsSession, deps.storage),
    saveSession: (session) => writeJson(STORAGE_KEYS.analyticsSession, session, deps.storage),
    fetch: deps.fetch,
  });
  attachAnalytics(client);
  void deps
    .fetch(`${apiBaseUrl}/api/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'count',
        properties: { name: deps.pageName, url: doc.location.href.slice(0, 2048) },
      }),
    })
    .catch(() => undefined);
  const onHide = () => {
    if (doc.visibilityState === 'hidden') void client.flush(true);
  };
  doc.addEventListener('visibilitychange', onHide);
  return () => {
    doc.removeEventListener('visibilitychange', onHide);
    client.setOptOut(true);
    attachAnalytics(undefined);
  };
}
