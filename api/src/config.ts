import { fileURLToPath } from 'node:url';
import { BODY_LIMIT_BYTES } from '../contract/envelope.ts';
import { scaledWriteLimits, type WriteKind, type WriteLimit } from './services/write-limit.ts';

export interface ApiConfig {
  /** production hides /dev/* and sends no codes in answers */
  production: boolean;
  contentDir: string;
  /** secret for hashing codes and captcha answers (HMAC) */
  secret: string;
  /** largest accepted request body in bytes */
  bodyLimit: number;
  /**
   * How many proxies in front of the API are trusted (TRUST_PROXY; '1'/'true' = 1, unset/0 = none): the
   * client is that many X-Forwarded-For entries from the right, and X-Forwarded-Proto is believed.
   */
  trustProxy: number;
  /** The public site is https (SITE_ORIGIN): session cookies are always `Secure`. */
  secureCookies: boolean;
  /** Origins besides the request's own whose pages may make state-changing calls (SITE_ORIGIN, ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  rateLimits: {
    sendIntervalSeconds: number;
    sendsPerHourPerTarget: number;
    sendsPerHourPerIp: number;
    loginFailuresBeforeCaptcha: number;
    loginFailuresBeforeLock: number;
    lockMinutes: number;
  };
  /**
   * Password hashing queue (argon2 runs): parallel runs, how many one address may have queued per lane, how
   * many log-ins may wait, and how many sign-up and reset calls may be checking a code or waiting at once.
   */
  hashing: { slots: number; perClient: number; maxWaiting: number; codeChecks: number };
  /** Public writes each client address may make per window (services/write-limit.ts has the defaults). */
  writeLimits: Record<WriteKind, WriteLimit>;
  /** Stored messages are deleted after ttlSeconds; housekeeping runs at most every purgeEverySeconds. */
  outbox: { ttlSeconds: number; purgeEverySeconds: number };
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
  /**
   * The third-party human checks (services/human-check.ts), each on when its secret is set: the captcha
   * service (CAPTCHA_APP_ID, CAPTCHA_APP_SECRET, CAPTCHA_VERIFY_URL) and the bot-challenge widget
   * (TURNSTILE_SECRET, TURNSTILE_VERIFY_URL). The verify URLs default to the vendors' own.
   */
  humanChecks: {
    captchaService?: { appId: string; appSecret: string; verifyUrl: string };
    botCheck?: { secret: string; verifyUrl: string };
  };
}

export const CAPTCHA_VERIFY_URL = 'https://ssl.captcha.qq.com/ticket/verify';
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

/** Shorter secrets can be guessed offline from one stored code hash. */
export const MIN_SECRET_LENGTH = 32;

/** TRUST_PROXY: a number of proxy hops; 'true' is 1, anything else that is not a whole number is none. */
export function trustedProxies(value: string | undefined): number {
  if (value === 'true') return 1;
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** How often a process asks the database for the content version (CONTENT_VERSION_CHECK_MS); the site follows. */
export const DEFAULT_CONTENT_VERSION_CHECK_MS = 2000;

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production && (env.API_SECRET ?? '').length < MIN_SECRET_LENGTH)
    throw new Error(
      `API_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters when NODE_ENV=production`,
    );
  return {
    production,
    contentDir: env.CONTENT_DIR ?? `${REPO_ROOT}content`,
    secret: env.API_SECRET ?? 'sellwise-development-secret',
    bodyLimit: Number(env.API_BODY_LIMIT ?? BODY_LIMIT_BYTES),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    secureCookies: (env.SITE_ORIGIN ?? '').startsWith('https:'),
    allowedOrigins: list(
      [env.SITE_ORIGIN, env.ALLOWED_ORIGINS].filter(Boolean).join(',') || undefined,
      [],
    ).map((o) => o.replace(/\/$/, '')),
    rateLimits: {
      sendIntervalSeconds: Number(env.SEND_INTERVAL_SECONDS ?? 60),
      sendsPerHourPerTarget: 10,
      sendsPerHourPerIp: Number(env.SENDS_PER_HOUR_PER_IP ?? 30),
      loginFailuresBeforeCaptcha: 3,
      loginFailuresBeforeLock: 10,
      lockMinutes: 15,
    },
    hashing: {
      slots: 2,
      perClient: Number(env.HASHES_PER_CLIENT ?? 4),
      maxWaiting: Number(env.HASH_QUEUE_MAX ?? 64),
      codeChecks: Number(env.CODE_CHECKS_MAX ?? 64),
    },
    // WRITE_LIMIT_FACTOR multiplies every write limit: the e2e server, whose browsers all share 127.0.0.1.
    writeLimits: scaledWriteLimits(Number(env.WRITE_LIMIT_FACTOR ?? 1)),
    // In production a message lives as long as its code; elsewhere a day, for tests that read /dev/outbox.
    outbox: { ttlSeconds: production ? 600 : 86_400, purgeEverySeconds: 60 },
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
      versionCheckMs: Number(env.CONTENT_VERSION_CHECK_MS ?? DEFAULT_CONTENT_VERSION_CHECK_MS),
    },
    humanChecks: {
      ...(env.CAPTCHA_APP_ID && env.CAPTCHA_APP_SECRET
        ? {
            captchaService: {
              appId: env.CAPTCHA_APP_ID,
              appSecret: env.CAPTCHA_APP_SECRET,
              verifyUrl: env.CAPTCHA_VERIFY_URL || CAPTCHA_VERIFY_URL,
            },
          }
        : {}),
      ...(env.TURNSTILE_SECRET
        ? {
            botCheck: {
              secret: env.TURNSTILE_SECRET,
              verifyUrl: env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL,
            },
          }
        : {}),
    },
    ...overrides,
  };
}
