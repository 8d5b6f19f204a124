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
  tagIds: Record<string, string>;
  buildId: string;
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
};

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

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
    tagIds: Object.fromEntries(list(env.TAG_IDS).map((pair) => pair.split('=') as [string, string])),
    buildId,
    dataDir: env.DATA_DIR ?? 'data',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 0) || 0,
    https: siteOrigin.startsWith('https:'),
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
    tagIds,
    buildId,
  } = config;
  return {
    apiBaseUrl,
    siteOrigin,
    mainHost,
    proHost,
    checkHost,
    productionHosts,
    analyticsKey,
    tagIds,
    buildId,
  };
}
