/**
 * The limits as an attacker tests them: in parallel bursts, where a check made before the count is
 * recorded lets a whole burst through. Each limit must hold exactly. The numbers come from the config
 * (and the write limits from services/write-limit.ts), never from this file. Parallel registrations with
 * one code and a send burst to one e-mail address are in concurrency.test.ts. Bursts against one account
 * come from many addresses, as from a botnet, so that the per-address bounds (hashing queue, writes)
 * do not hide whether the account's own limit holds.
 */
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword } from '../../contract/index.ts';
import { configFromEnv } from '../../src/config.ts';
import { accounts, feedback, verificationCodes } from '../../src/db/schema.ts';
import { hashingStats } from '../../src/services/passwords.ts';
import type { WriteKind } from '../../src/services/write-limit.ts';
import { createTestApi, type TestApi } from '../helpers.ts';
import { SAMPLES } from '../support/samples.ts';

let api: TestApi;
/** The write limits a deployment gets. */
const writeLimits = configFromEnv({}).writeLimits;
beforeAll(async () => {
  // One trusted hop: a test speaks from its own address (X-Forwarded-For) and so gets fresh per-address
  // limits. createTestApi lifts the write limits for other suites; these tests want the real ones.
  api = await createTestApi({ trustProxy: 1, writeLimits });
});
const from = (address: string) => ({ 'x-forwarded-for': address });
afterAll(() => api.close());

const codesOf = (answers: { json: { code: number } }[]) => answers.map((a) => a.json.code);
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((t, c) => {
    t[c] = (t[c] ?? 0) + 1;
    return t;
  }, {});

/** argon2 verifications made by this process. */
const verifications = () => hashingStats.verifications;

describe('parallel log-in burst', () => {
  test('60 at once, the right password at position 25: no log-in without the captcha, at most the threshold checked', async () => {
    const email = 'burst-login@example.com';
    expect((await api.registerByEmail(email, 'right-pass1')).json.code).toBe(0);
    const threshold = api.config.rateLimits.loginFailuresBeforeCaptcha;
    const before = verifications();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.call('POST', '/api/v3/auth/loginsub.json', {
          json: { account: email, password: encodePassword(i === 24 ? 'right-pass1' : `wrong-pass${i}`) },
          headers: from(`203.0.113.${i}`),
        }),
      ),
    );
    const codes = codesOf(answers);
    const checked = codes.filter((c) => c === 0 || c === ERRORS.LOGIN_FAILED.code).length;
    expect(codes, JSON.stringify(tally(codes))).not.toContain(0);
    expect(checked, `password checks answered: ${JSON.stringify(tally(codes))}`).toBeLessThanOrEqual(
      threshold,
    );
    expect(verifications() - before, 'argon2 verifications during the burst').toBeLessThanOrEqual(threshold);
    for (const c of codes) {
      expect([
        ERRORS.LOGIN_FAILED.code,
        ERRORS.CAPTCHA_REQUIRED.code,
        ERRORS.ACCOUNT_LOCKED.code,
        ERRORS.RATE_LIMITED.code,
        ERRORS.BUSY.code,
      ]).toContain(c);
    }
  });

  test('an unknown account answers a burst the same way (no enumeration by the guard)', async () => {
    const threshold = api.config.rateLimits.loginFailuresBeforeCaptcha;
    const burst = (account: string) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api.call('POST', '/api/v3/auth/loginsub.json', {
            json: { account, password: encodePassword(`wrong-pass${i}`) },
            headers: from(`203.0.113.${100 + i}`),
          }),
        ),
      );
    await api.registerByEmail('burst-known@example.com', 'right-pass1');
    const known = codesOf(await burst('burst-known@example.com'));
    const unknown = codesOf(await burst('burst-nobody@example.com'));
    for (const codes of [known, unknown]) {
      expect(codes.filter((c) => c === ERRORS.LOGIN_FAILED.code).length).toBeLessThanOrEqual(threshold);
    }
    expect(tally(unknown)[ERRORS.LOGIN_FAILED.code] ?? 0).toBe(tally(known)[ERRORS.LOGIN_FAILED.code] ?? 0);
  });
});

describe('code guessing', () => {
  const max = () => api.config.codeMaxTries;

  async function triesOf(target: string) {
    const rows = await api.db
      .select({ tries: verificationCodes.tries })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target));
    return Math.max(0, ...rows.map((r) => r.tries));
  }

  test(`sign-up: 30 wrong codes at once count at most the allowed tries, then even the right code is refused`, async () => {
    const email = 'guess-register@example.com';
    const code = await api.emailCode(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.call('POST', '/api/v3/auth/regsub.json', {
          json: { account: email, password: encodePassword('secret123'), verifyCode: wrong(i) },
          headers: from(`192.0.2.${i}`),
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === ERRORS.CODE_INVALID.code).length, JSON.stringify(tally(codes))).toBe(
      max() - 1,
    );
    expect(codes.filter((c) => c === ERRORS.CODE_TOO_MANY_TRIES.code).length).toBe(30 - (max() - 1));
    expect(await triesOf(email)).toBe(max());
    const right = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword('secret123'), verifyCode: code },
    });
    expect(right.json.code).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
  });

  test('password reset: bursts of wrong codes answer alike for an existing and an unknown address', async () => {
    // Stored directly: a sign-up would have sent a code to the address within the last minute.
    await api.db
      .insert(accounts)
      .values({ email: 'guess-reset@example.com', passwordHash: 'x', lang: 'en_US' });
    const run = async (email: string) => {
      // Sent as a visitor would: an unknown address gets no message, so there is no code to read back.
      const sent = await api.call('POST', '/api/v2/email/sendVerifyCode.json', {
        form: { email, purpose: 'forget', ...(await api.solvedCaptcha()) },
      });
      expect(sent.json.code).toBe(0);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api.call('POST', '/api/v2/email/forget.json', {
            form: { email, verifyCode: String(100000 + i), password: encodePassword('new-secret1') },
            headers: from(`192.0.2.${100 + i}`),
          }),
        ),
      );
      return codesOf(answers);
    };
    const known = await run('guess-reset@example.com');
    const unknown = await run('guess-nobody@example.com');
    expect(known.filter((c) => c === ERRORS.CODE_INVALID.code).length).toBe(max() - 1);
    expect(tally(unknown), 'unknown address').toEqual(tally(known));
  });
});

describe('parallel sends', () => {
  test('one phone number through both send entries at once: exactly one code goes out', async () => {
    const phone = { phonePrefix: '66', phoneNumber: '811112222' };
    const captchas = [];
    for (let i = 0; i < 20; i++) captchas.push(await api.solvedCaptcha());
    const answers = await Promise.all(
      captchas.map((c, i) =>
        i % 2
          ? api.call('POST', '/api/v3/auth/sendRegPhoneCode.json', { json: { ...phone, ...c } })
          : api.call('GET', `/api/v2/user/sendRegPhoneCode.json?${new URLSearchParams({ ...phone, ...c })}`),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(tally(codes))).toBe(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === ERRORS.SEND_TOO_SOON.code)).toBe(true);
  });
});

describe('per-address write limits', () => {
  /** The limit a deployment has for a write kind. */
  const limitOf = (kind: WriteKind) => writeLimits[kind].max;

  test('a feedback burst from one address: exactly the limit stored, the rest 429 with Retry-After', async () => {
    const limit = limitOf('feedback');
    const answers = await Promise.all(
      Array.from({ length: limit + 15 }, (_, i) =>
        api.call('POST', '/api/v5/userFeedback/editUserFeedback', {
          form: { content: `Burst feedback number ${i}`, type: 'suggestion' },
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(tally(codes))).toBe(limit);
    const refused = answers.filter((a) => a.json.code === ERRORS.RATE_LIMITED.code);
    expect(refused).toHaveLength(15);
    expect(refused.every((a) => Number(a.headers.get('retry-after')) > 0)).toBe(true);
    const [row] = await api.db
      .select({ n: count() })
      .from(feedback)
      .where(like(feedback.content, 'Burst feedback number %'));
    expect(row!.n).toBe(limit);
  });

  test('identical feedback repeated at once is stored once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', '/api/v5/userFeedback/editUserFeedback', {
          json: { content: 'Same words, sent ten times', type: 'problem' },
          headers: from('198.51.100.7'),
        }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.json.code === 0).map((a) => a.json.data.id));
    expect(ids.size, JSON.stringify(tally(codesOf(answers)))).toBe(1);
    const [row] = await api.db
      .select({ n: count() })
      .from(feedback)
      .where(eq(feedback.content, 'Same words, sent ten times'));
    expect(row!.n).toBe(1);
  });

  test.each([
    ['bookTraining', '/api/v1/appointment/train/notLoggedAdd.json', 'email', '198.51.100.11'],
    ['spxEnquiry', '/tem/logistics/spx/data.json', 'name', '198.51.100.12'],
    ['partnerApply', '/api/v1/partners/apply.json', 'email', '198.51.100.13'],
  ] as const)('%s burst from one address: exactly the limit accepted', async (kind, path, field, address) => {
    const limit = limitOf(kind);
    const base = SAMPLES[kind].body!;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        api.call('POST', path, {
          json: { ...base, [field]: field === 'email' ? `burst${i}@example.com` : `Burst ${i}` },
          headers: from(address),
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(tally(codes))).toBe(limit);
    expect(codes.filter((c) => c === ERRORS.RATE_LIMITED.code).length).toBe(10);
  });
});

describe('cross-site log-in', () => {
  const body = JSON.stringify({ account: 'csrf@example.com', password: encodePassword('secret123') });

  test('a form post from another site is refused before the password is looked at', async () => {
    const answers = await Promise.all([
      api.call('POST', '/api/v3/auth/loginsub.json', {
        body,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      }),
      api.call('POST', '/api/v3/auth/loginsub.json', {
        body,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      }),
      api.call('POST', '/api/v3/auth/loginsub.json', {
        body,
        headers: { 'content-type': 'application/json', origin: 'null' },
      }),
    ]);
    for (const res of answers) {
      expect(res.status, res.text).toBe(ERRORS.CROSS_SITE.status);
      expect(res.json.code).toBe(ERRORS.CROSS_SITE.code);
    }
  });

  test('JSON sent as text/plain (what a cross-site form can send without a preflight) is refused', async () => {
    const res = await api.call('POST', '/api/v3/auth/loginsub.json', {
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).not.toBe(ERRORS.LOGIN_FAILED.code);
  });

  test('the site itself (its own Origin) still logs in', async () => {
    await api.registerByEmail('same-site@example.com', 'right-pass1');
    const res = await api.call('POST', '/api/v3/auth/loginsub.json', {
      json: { account: 'same-site@example.com', password: encodePassword('right-pass1') },
      headers: { origin: 'http://localhost', 'x-forwarded-for': '198.51.100.99' },
    });
    expect(res.json.code, res.text).toBe(0);
  });
});
