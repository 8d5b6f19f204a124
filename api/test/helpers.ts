import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { encodePassword } from '../contract/index.ts';
import { createApp } from '../src/app.ts';
import { type ApiConfig, configFromEnv } from '../src/config.ts';
import { type DbHandle, openPglite, openPostgres, type QueryListener } from '../src/db/client.ts';
import { seedContent } from '../src/seed/index.ts';
import type { HumanChecks } from '../src/services/human-check.ts';
import { scaledWriteLimits, type WriteKind, type WriteLimit } from '../src/services/write-limit.ts';

export const FIXTURES = fileURLToPath(new URL('./fixtures/content', import.meta.url));

let schemas = 0;

/** PGlite in memory, or (API_TEST_DB=postgres) a fresh schema in DATABASE_URL, dropped on close. */
export async function openTestDb(onQuery?: QueryListener): Promise<DbHandle> {
  if (process.env.API_TEST_DB !== 'postgres') return openPglite(null, onQuery);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('API_TEST_DB=postgres needs DATABASE_URL');
  const name = `test_${process.pid}_${++schemas}_${randomBytes(3).toString('hex')}`;
  const handle = await openPostgres(url, 20, name, onQuery);
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(sql.raw(`drop schema if exists "${name}" cascade`));
      await handle.close();
    },
  };
}

type Overrides = Partial<Omit<ApiConfig, 'rateLimits' | 'writeLimits'>> & {
  rateLimits?: Partial<ApiConfig['rateLimits']>;
  writeLimits?: Partial<Record<WriteKind, WriteLimit>>;
};
/** Every write limit lifted (tests' calls share one address); a test of a limit passes its own. */
const LIFTED_WRITE_LIMITS = scaledWriteLimits(10_000);

/** A seeded API on its own database; tests lift the per-IP limit (all their calls share one address). */
export async function createTestApi(
  overrides: Overrides = {},
  options: { humanChecks?: HumanChecks; onQuery?: QueryListener } = {},
) {
  const handle = await openTestDb(options.onQuery);
  const base = configFromEnv({ NODE_ENV: 'test' });
  const config: ApiConfig = {
    ...base,
    contentDir: FIXTURES,
    ...overrides,
    rateLimits: { ...base.rateLimits, sendsPerHourPerIp: 1000, ...overrides.rateLimits },
    writeLimits: { ...LIFTED_WRITE_LIMITS, ...overrides.writeLimits },
  };
  await seedContent(handle.db, FIXTURES);
  const app = createApp({ db: handle.db, config, humanChecks: options.humanChecks });

  async function call(
    method: string,
    path: string,
    init: {
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every endpoint; the contract is tested separately
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /** Latest outbox entry for an address (what a person would read in their mail or SMS). */
  async function outboxCode(to: string): Promise<string> {
    const res = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    return res.json[0].code as string;
  }

  async function solvedCaptcha() {
    const res = await call('GET', '/api/v2/genVerifyCode.json');
    const captchaId = res.json.data.captchaId as string;
    return { captchaId, picVerificationCode: await outboxCode(captchaId) };
  }

  /** Sends an e-mail code through the real flow and returns it from the outbox. */
  async function emailCode(email: string, purpose: 'register' | 'forget' = 'register') {
    const res = await call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email, purpose, ...(await solvedCaptcha()) },
    });
    if (res.json.code !== 0) throw new Error(`send failed ${res.text}`);
    return outboxCode(email);
  }

  async function registerByEmail(email: string, password = 'secret123') {
    const verifyCode = await emailCode(email);
    return call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword(password), verifyCode },
    });
  }

  return {
    app,
    db: handle.db,
    config,
    call,
    outboxCode,
    solvedCaptcha,
    emailCode,
    registerByEmail,
    close: handle.close,
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The session cookies of a response, as a Cookie header. */
export function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A valid training booking. */
export const booking = (email: string, timeSlot = '10:30') => ({
  name: 'Somchai Jaidee',
  email,
  phonePrefix: '66',
  phoneNumber: '0812345678',
  country: 'TH',
  // A day the booking window always holds: a week from today.
  date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  timeSlot,
  marketplace: 'shopee',
  trainingLanguage: 'th',
  storeName: 'Somchai Gadgets',
});
