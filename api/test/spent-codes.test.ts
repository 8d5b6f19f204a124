/**
 * A flood of guesses at a spent code (issue 28) is answered from memory: no statement, no place in the
 * hashing queue. A new code is usable at once, and the memo of one database never answers for another.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword } from '../contract/index.ts';
import { createTestApi, type TestApi } from './helpers.ts';

describe('spent codes', () => {
  let api: TestApi;
  let other: TestApi;
  let statements: string[] = [];
  beforeAll(async () => {
    // Codes may be sent again at once: the owner asks for a new one right after the flood.
    api = await createTestApi(
      { trustProxy: 1, rateLimits: { sendIntervalSeconds: 0 } },
      { onQuery: (query) => statements.push(query) },
    );
    other = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
    await other.close();
  });

  const submit = (on: TestApi, email: string, verifyCode: string, from = '192.0.2.1') =>
    on.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword('secret123'), verifyCode },
      headers: { 'x-forwarded-for': from },
    });

  test('after the tries are used up, guesses touch no code row; a new code works at once', async () => {
    const email = 'flood@example.com';
    await api.emailCode(email);
    const codes = [];
    for (let i = 0; i < api.config.codeMaxTries; i++)
      codes.push((await submit(api, email, '000000')).json.code);
    expect(codes.at(-1)).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
    statements = [];
    const flood = await Promise.all(Array.from({ length: 50 }, () => submit(api, email, '000000')));
    expect(new Set(flood.map((r) => r.json.code))).toEqual(new Set([ERRORS.CODE_TOO_MANY_TRIES.code]));
    expect(flood.every((r) => r.status === 400)).toBe(true);
    expect(statements.filter((q) => q.includes('verification_codes'))).toEqual([]);
    // The owner asks for a new code: it is checked in the database again, and it is right.
    const code = await api.emailCode(email);
    expect((await submit(api, email, code)).json.code).toBe(0);
  });

  test('a burst of guesses at a fresh code runs fewer statements than twice its tries, answered as in turn', async () => {
    const email = 'burst@example.com';
    await api.emailCode(email);
    statements = [];
    // From 50 addresses: no per-address bound holds them back, only the code's own.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit(api, email, '000000', `10.9.${i}.1`)),
    );
    expect(burst.every((r) => r.status === 400)).toBe(true);
    const codes = new Set(burst.map((r) => r.json.code));
    expect(
      [...codes].every((c) => [ERRORS.CODE_INVALID.code, ERRORS.CODE_TOO_MANY_TRIES.code].includes(c)),
    ).toBe(true);
    const tries = statements.filter((q) => q.includes('update "verification_codes"'));
    expect(tries.length).toBeGreaterThan(0);
    // Five at once, then each that ends lets one more in until one comes back spent: fewer than twice the
    // tries, whatever the burst's size.
    expect(tries.length).toBeLessThan(2 * api.config.codeMaxTries);
    const code = await api.emailCode(email);
    expect((await submit(api, email, code)).json.code).toBe(0);
  });

  test("another database's API does not answer from this one's memo", async () => {
    const email = 'both@example.com';
    await api.emailCode(email);
    for (let i = 0; i < api.config.codeMaxTries; i++) await submit(api, email, '000000');
    const code = await other.emailCode(email);
    expect((await submit(other, email, code)).json.code).toBe(0);
  });
});
