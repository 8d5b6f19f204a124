/** Spec §9's app version: in every page's runtime config, analytics events and error reports. */
export const APP_VERSION = '1.0.453';

/** The analytics collector zones (spec §7): the same two paths on the default or the EU server. */
export const ANALYTICS_ZONES = ['default', 'eu'] as const;
export type AnalyticsZone = (typeof ANALYTICS_ZONES)[number];

/**
 * Runtime configuration, read from the environment when the server starts and injected into each
 * page (never baked into the bundle), so one build serves every environment.
 */
export type PublicConfig = {
  /**
   * Base URL of the API as the browser sees it: always '' (same origin). With a separate API the site
   * passes the API's paths on to it, so the browser never needs CORS or a wider CSP.
   */
  apiBaseUrl: string;
  /** Canonical origin for links, sitemap and hreflang, e.g. https://www.sellwise.example */
  siteOrigin: string;
  mainHost: string;
  proHost: string;
  checkHost: string;
  productionHosts: string[];
  analyticsKey: string;
  /**
   * Origin of the analytics collector's /api/report.json and /api/batch-report.json: '' = the API
   * (default zone), or the EU server (ANALYTICS_ZONE=eu with ANALYTICS_EU_URL).
   */
  analyticsServerUrl: string;
  tagIds: Record<string, string>;
  buildId: string;
  appVersion: string;
};

export type ServerConfig = PublicConfig & {
  port: number;
  /** Set: the site calls a separate API there instead of mounting it in-process. */
  apiBaseUrlServer: string | undefined;
  /** How long a server-rendered page waits for the API before it answers 503 (API_SERVER_TIMEOUT_MS). */
  apiServerTimeoutMs: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections of the in-process API (DATABASE_POOL_SIZE; 0 = the API's default). */
  databasePoolSize: number;
  https: boolean;
  /** When this build was made (BUILD_TIMESTAMP, else the server's start), for builds/meta. */
  buildTimestamp: number;
};

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The collector origin of the configured zone; the EU zone needs its server's https URL. */
function analyticsServerUrl(env: NodeJS.ProcessEnv): string {
  const zone = (env.ANALYTICS_ZONE || 'default').toLowerCase();
  if (!ANALYTICS_ZONES.includes(zone as AnalyticsZone))
    throw new Error(
      `ANALYTICS_ZONE must be one of ${ANALYTICS_ZONES.join(', ')}, not "${env.ANALYTICS_ZONE}"`,
    );
  if (zone === 'default') return '';
  const url = env.ANALYTICS_EU_URL ?? '';
  if (!/^https?:\/\/[^/]+$/.test(url.replace(/\/$/, '')))
    throw new Error('ANALYTICS_ZONE=eu needs ANALYTICS_EU_URL, the EU collector origin (https://host)');
  return url.replace(/\/$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv, buildId: string): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const siteOrigin = (env.SITE_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const host = new URL(siteOrigin).host;
  return {
    port,
    apiBaseUrl: '',
    apiBaseUrlServer: env.API_BASE_URL || undefined,
    apiServerTimeoutMs: Number(env.API_SERVER_TIMEOUT_MS) > 0 ? Number(env.API_SERVER_TIMEOUT_MS) : 3000,
    siteOrigin,
    mainHost: env.MAIN_HOST ?? host,
    proHost: env.PRO_HOST ?? '',
    checkHost: env.CHECK_HOST ?? '',
    productionHosts: list(env.PRODUCTION_HOSTS),
    analyticsKey: env.ANALYTICS_KEY ?? '',
    analyticsServerUrl: analyticsServerUrl(env),
    tagIds: Object.fromEntries(list(env.TAG_IDS).map((pair) => pair.split('=') as [string, string])),
    buildId,
    appVersion: APP_VERSION,
    dataDir: env.DATA_DIR ?? 'data',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 0) || 0,
    https: siteOrigin.startsWith('https:'),
    buildTimestamp: Number(env.BUILD_TIMESTAMP) || Date.now(),
  };
}

export function publicConfig(config: ServerConfig): PublicConfig {
  const {
    apiBaseUrl,
    siteOrigin,
    mainHost,
    proHost,
    checkHost,
    productionHosts,
    analyticsKey,
    analyticsServerUrl,
    tagIds,
    buildId,
    appVersion,
  } = config;
  return {
    apiBaseUrl,
    siteOrigin,
    mainHost,
    proHost,
    checkHost,
    productionHosts,
    analyticsKey,
    analyticsServerUrl,
    tagIds,
    buildId,
    appVersion,
  };
}
