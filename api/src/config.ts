import { fileURLToPath } from 'node:url';

export interface ApiConfig {
  /** production hides /dev/* and sends no codes in answers */
  production: boolean;
  contentDir: string;
  /** secret for hashing codes and captcha answers (HMAC) */
  secret: string;
  /** largest accepted request body in bytes */
  bodyLimit: number;
  /** trust X-Forwarded-For / X-Forwarded-Proto (behind the site's server or a proxy) */
  trustProxy: boolean;
  rateLimits: {
    sendIntervalSeconds: number;
    sendsPerHourPerTarget: number;
    sendsPerHourPerIp: number;
    loginFailuresBeforeCaptcha: number;
    loginFailuresBeforeLock: number;
    lockMinutes: number;
  };
  codeTtlSeconds: number;
  codeMaxTries: number;
  captchaTtlSeconds: number;
  sessionDays: number;
  /** analytics API keys accepted; empty accepts any non-empty key */
  analyticsApiKeys: string[];
  /** site-switch check: countries (ISO 3166) that answer flag 'yes', read from the first present header */
  siteSwitch: { countries: string[]; countryHeaders: string[] };
  build: { id: string; timestamp: number };
  /** In-memory cache of content answers: its byte budget (0 = off) and how often another process's seed is looked for. */
  contentCache: { maxBytes: number; versionCheckMs: number };
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.API_SECRET) throw new Error('API_SECRET must be set when NODE_ENV=production');
  return {
    production,
    contentDir: env.CONTENT_DIR ?? `${REPO_ROOT}content`,
    secret: env.API_SECRET ?? 'sellwise-development-secret',
    bodyLimit: Number(env.API_BODY_LIMIT ?? 64 * 1024),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
      sendIntervalSeconds: 60,
      sendsPerHourPerTarget: 10,
      sendsPerHourPerIp: Number(env.SENDS_PER_HOUR_PER_IP ?? 30),
      loginFailuresBeforeCaptcha: 3,
      loginFailuresBeforeLock: 10,
      lockMinutes: 15,
    },
    codeTtlSeconds: 600,
    codeMaxTries: 5,
    captchaTtlSeconds: 300,
    sessionDays: 30,
    analyticsApiKeys: list(env.ANALYTICS_API_KEYS, []),
    siteSwitch: {
      countries: list(env.SITE_SWITCH_COUNTRIES, ['CN']),
      countryHeaders: list(env.SITE_SWITCH_COUNTRY_HEADERS, ['cf-ipcountry', 'x-country-code']),
    },
    build: {
      id: env.BUILD_ID ?? 'dev',
      timestamp: Number(env.BUILD_TIMESTAMP ?? Date.now()),
    },
    contentCache: {
      maxBytes: Number(env.CONTENT_CACHE_MB ?? 32) * 2 ** 20,
      versionCheckMs: Number(env.CONTENT_VERSION_CHECK_MS ?? 2000),
    },
    ...overrides,
  };
}
