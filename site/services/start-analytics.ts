import type { IsLoginResponse } from '@sellwise/api/contract/auth';
import {
  type AnalyticsIdentity,
  type AnalyticsSession,
  attachAnalytics,
  createAnalytics,
  identify,
} from './analytics';
import { ANALYTICS_DEFAULTS } from './analytics-rules';
import { readCookie, readJson, STORAGE_KEYS, type Store, writeCookie, writeJson } from './storage';

export const DEVICE_ID_COOKIE = 'sw_device_id';

export type AnalyticsStartDeps = {
  apiBaseUrl: string;
  /** The collector's origin: '' = the API (default zone), or the EU zone's server (runtime config). */
  analyticsServerUrl: string;
  appVersion: string;
  apiKey: string;
  /** The page's name for the 'count' page view (spec §7). */
  pageName: string;
  doc: Document;
  fetch: typeof fetch;
  storage?: Store;
  /** The collector's batch endpoint (/api/batch-report.json) instead of /api/report.json. */
  batch?: boolean;
  /** The signed-in visitor's ids (the login check), or undefined when not signed in or unknown. */
  loginIdentity?: () => Promise<AnalyticsIdentity | undefined>;
};

/** The analytics identity from the login check's answer: user_id and parent_id only when given. */
export function identityOf(answer: { code: number; data?: unknown }): AnalyticsIdentity | undefined {
  const data = answer.code === 0 ? (answer.data as IsLoginResponse | null | undefined) : undefined;
  if (!data?.isLogin) return undefined;
  const { userId, parentId } = data;
  return { ...(userId ? { userId } : {}), ...(parentId ? { parentId } : {}) };
}

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
    serverUrl: `${deps.analyticsServerUrl || apiBaseUrl}/api/${deps.batch ? 'batch-report' : 'report'}.json`,
    deviceId,
    appVersion: deps.appVersion,
    loadSession: () => readJson<AnalyticsSession>(STORAGE_KEYS.analyticsSession, deps.storage),
    saveSession: (session) => writeJson(STORAGE_KEYS.analyticsSession, session, deps.storage),
    fetch: deps.fetch,
  });
  attachAnalytics(client);
  void deps
    .loginIdentity?.()
    .then((identity) => identity && identify(identity))
    .catch(() => undefined);
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
