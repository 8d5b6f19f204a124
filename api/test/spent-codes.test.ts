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
      { rateLimits: { sendIntervalSeconds: 0 } },
      { onQuery: (query) => statements.push(query) },
    );
    other = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
    await other.close();
  });

  const submit = (on: TestApi, email: string, verifyCode: string) =>
    on.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword('secret123'), verifyCode },
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

  test("another database's API does not answer from this one's memo", async () => {
    const email = 'both@example.com';
    await api.emailCode(email);
    for (let i = 0; i < api.config.codeMaxTries; i++) await submit(api, email, '000000');
    const code = await other.emailCode(email);
    expect((await submit(other, email, code)).json.code).toBe(0);
  });
});
