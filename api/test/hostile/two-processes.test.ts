/**
 * Two API processes on one PostgreSQL database, attacked at once: each burst is split between them,
 * so a limit kept in one process's memory or checked before it is recorded lets it through. Runs in
 * the PostgreSQL pass of `npm test` (DATABASE_URL and API_TEST_DB=postgres); skipped on PGlite. The
 * processes trust one proxy hop, so each attempt on one account can come from its own address.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword } from '../../contract/index.ts';
import { configFromEnv } from '../../src/config.ts';
import { type ApiProcess, clientOf, startApiProcesses } from '../support/api-processes.ts';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(databaseUrl) && process.env.API_TEST_DB === 'postgres';
const config = configFromEnv({ NODE_ENV: 'test' });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((t, c) => {
    t[c] = (t[c] ?? 0) + 1;
    return t;
  }, {});

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let processes: ApiProcess[] = [];
  let stop: () => Promise<void> = async () => {};
  let a: ReturnType<typeof clientOf>;
  let b: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    const started = await startApiProcesses(databaseUrl!, 2, { TRUST_PROXY: '1' });
    processes = started.processes;
    stop = started.stop;
    a = clientOf(processes[0]!);
    b = clientOf(processes[1]!);
  }, 180_000);
  afterAll(() => stop(), 30_000);

  const either = (i: number) => (i % 2 ? b : a);

  test('log-in burst across both: no log-in without the captcha, at most the threshold checked', async () => {
    const email = 'two-proc-login@example.com';
    expect((await a.registerByEmail(email, 'right-pass1')).json.code).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        either(i).call('POST', '/api/v3/auth/loginsub.json', {
          json: { account: email, password: encodePassword(i === 24 ? 'right-pass1' : `wrong-pass${i}`) },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.json.code as number);
    expect(codes, JSON.stringify(tally(codes))).not.toContain(0);
    expect(codes.filter((c) => c === ERRORS.LOGIN_FAILED.code).length).toBeLessThanOrEqual(
      config.rateLimits.loginFailuresBeforeCaptcha,
    );
    expect(answers.every((r) => r.status < 500 || r.json.code === ERRORS.BUSY.code)).toBe(true);
  });

  test('send burst to one address across both: exactly one code goes out', async () => {
    const captchas = [];
    for (let i = 0; i < 20; i++) captchas.push(await either(i).solvedCaptcha());
    const answers = await Promise.all(
      captchas.map((c, i) =>
        // Each captcha is answered to the other process: they share the database, not memory.
        either(i + 1).call('POST', '/api/v2/email/sendVerifyCode.json', {
          form: { email: 'two-proc-send@example.com', ...c },
        }),
      ),
    );
    const codes = answers.map((r) => r.json.code as number);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(tally(codes))).toBe(1);
    expect(codes.filter((c) => c === ERRORS.SEND_TOO_SOON.code).length).toBe(19);
  });

  test('code guessing across both: at most the allowed wrong tries are counted', async () => {
    const email = 'two-proc-guess@example.com';
    const sent = await a.call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email, ...(await a.solvedCaptcha()) },
    });
    expect(sent.json.code).toBe(0);
    const code = await b.outboxCode(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        either(i).call('POST', '/api/v3/auth/regsub.json', {
          json: { account: email, password: encodePassword('secret123'), verifyCode: wrong(i) },
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.json.code as number);
    expect(codes.filter((c) => c === ERRORS.CODE_INVALID.code).length, JSON.stringify(tally(codes))).toBe(
      config.codeMaxTries - 1,
    );
    const right = await b.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword('secret123'), verifyCode: code },
    });
    expect(right.json.code).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
  });

  test('feedback burst from one address across both: the per-address limit holds exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        either(i).call('POST', '/api/v5/userFeedback/editUserFeedback', {
          form: { content: `Two-process feedback ${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.json.code as number);
    const stored = codes.filter((c) => c === 0).length;
    // Whatever the limit is, both processes together keep to it.
    expect(stored, JSON.stringify(tally(codes))).toBe(config.writeLimits.feedback.max);
  });
});
