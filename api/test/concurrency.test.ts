import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword } from '../contract/index.ts';
import { configFromEnv } from '../src/config.ts';
import { accounts, outbox, sessions, trainingAppointments } from '../src/db/schema.ts';
import { booking, createTestApi, type TestApi } from './helpers.ts';

const N = 50;
let api: TestApi;
beforeAll(async () => {
  // N people at once, all sent from the test's one address: the hashing queue lets that address have N.
  api = await createTestApi({ hashing: { ...configFromEnv({}).hashing, perClient: N } });
});
afterAll(() => api.close());

const register = (account: string, verifyCode: string) =>
  api.call('POST', '/api/v3/auth/regsub.json', {
    json: { account, password: encodePassword('secret123'), verifyCode },
  });

describe(`${N} at once`, () => {
  test('registrations of the same account: exactly one wins, no duplicate', async () => {
    const code = await api.emailCode('same@example.com');
    const results = await Promise.all(Array.from({ length: N }, () => register('same@example.com', code)));
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    for (const c of codes.filter((c) => c !== 0)) {
      expect([ERRORS.CODE_INVALID.code, ERRORS.ACCOUNT_EXISTS.code]).toContain(c);
    }
    const [row] = await api.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.email, 'same@example.com'));
    expect(row!.n).toBe(1);
  });

  test('registrations of different accounts: every one lands', async () => {
    const emails = Array.from({ length: N }, (_, i) => `user${i}@example.com`);
    const codes: string[] = [];
    for (const email of emails) codes.push(await api.emailCode(email));
    const results = await Promise.all(emails.map((email, i) => register(email, codes[i]!)));
    expect(results.map((r) => r.json.code)).toEqual(emails.map(() => 0));
    const [row] = await api.db
      .select({ n: count() })
      .from(accounts)
      .where(like(accounts.email, 'user%@example.com'));
    expect(row!.n).toBe(N);
    const [s] = await api.db.select({ n: count() }).from(sessions);
    expect(s!.n).toBeGreaterThanOrEqual(N);
  });

  test('code sends to one address: the 60 s rule lets exactly one through', async () => {
    const captchas = [];
    for (let i = 0; i < N; i++) captchas.push(await api.solvedCaptcha());
    const results = await Promise.all(
      captchas.map((c) =>
        api.call('POST', '/api/v2/email/sendVerifyCode.json', { form: { email: 'burst@example.com', ...c } }),
      ),
    );
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.json.code === ERRORS.SEND_TOO_SOON.code)).toHaveLength(N - 1);
    const [row] = await api.db.select({ n: count() }).from(outbox).where(eq(outbox.to, 'burst@example.com'));
    expect(row!.n).toBe(1);
  });

  test('bookings: different people all stored, the same person once', async () => {
    const many = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', {
          json: booking(`p${i}@example.com`),
        }),
      ),
    );
    expect(many.every((r) => r.json.code === 0)).toBe(true);
    expect(new Set(many.map((r) => r.json.data.id)).size).toBe(N);
    const same = await Promise.all(
      Array.from({ length: N }, () =>
        api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', {
          json: booking('once@example.com', '14:00'),
        }),
      ),
    );
    expect(same.every((r) => r.json.code === 0)).toBe(true);
    expect(new Set(same.map((r) => r.json.data.id)).size).toBe(1);
    const [row] = await api.db.select({ n: count() }).from(trainingAppointments);
    expect(row!.n).toBe(N + 1);
  });
});
