import { describe, expect, test } from 'vitest';
import { ERRORS } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from './errors.ts';
import { fail } from './respond.ts';
import { tableRoutes } from './route.ts';

/** Handlers on a bare app: an ApiError becomes its envelope, anything else a 500, as in app.ts. */
function bare() {
  const routes = tableRoutes({} as Deps);
  routes.app.onError((e, c) =>
    e instanceof ApiError ? fail(c, e.errorName, e.data) : c.text(e.message, 500),
  );
  return routes;
}

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('handlers registered from the table', () => {
  test('get their input parsed with the entry and answer in the envelope', async () => {
    const { app, on } = bare();
    // Data of another shape: the types refuse it, and so does the check under tests.
    on('helpCategoryPage', (_c, { params, query }) => ({ echo: [params.lang, query.page] }) as never);
    on('captchaProvider', (_c, { body }) => ({
      provider: 'picture' as const,
      enabled: false,
      ticket: body.ticket,
    }));
    const echo = await app.request('/api/v5/th/catPage?categoryId=7');
    expect(echo.status).toBe(500);
    expect(await echo.text()).toMatch(/helpCategoryPage answered data its response schema refuses/);
    const res = await app.request('/api/v3/auth/encryptTencentCaptcha.json', post({ ticket: ' x ' }));
    expect(await res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { provider: 'picture', enabled: false, ticket: 'x' },
    });
  });

  test('bad input gets the codes input.ts gives: unknown language, validation, malformed JSON', async () => {
    const { app, on } = bare();
    on('helpCategoryPage', () => {
      throw new Error('not reached');
    });
    on('captchaProvider', () => ({ provider: 'picture' as const, enabled: false }));
    const codeOf = async (res: Response) => ((await res.json()) as { code: number }).code;
    expect(await codeOf(await app.request('/api/v5/xx/catPage?categoryId=7'))).toBe(
      ERRORS.UNKNOWN_LANGUAGE.code,
    );
    expect(await codeOf(await app.request('/api/v5/th/catPage?categoryId=x'))).toBe(ERRORS.VALIDATION.code);
    const malformed = await app.request('/api/v3/auth/encryptTencentCaptcha.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ticket":',
    });
    expect(await codeOf(malformed)).toBe(ERRORS.MALFORMED_JSON.code);
  });

  test('an error the entry does not list fails under tests', async () => {
    const { app, on } = bare();
    on('captcha', () => {
      throw new ApiError('LOGIN_FAILED');
    });
    on('blogTopic', () => {
      throw new ApiError('TOPIC_NOT_FOUND');
    });
    const undeclared = await app.request('/api/v2/genVerifyCode.json');
    expect(undeclared.status).toBe(500);
    expect(await undeclared.text()).toMatch(/captcha answered LOGIN_FAILED/);
    const declared = await app.request('/api/v1/blog/topicsContentPage.json?topicsId=1');
    expect(declared.status).toBe(404);
  });

  test('envelope: false entries send their own answer', async () => {
    const { app, on } = bare();
    on('buildLatest', (c) => c.json({ id: 'b1', timestamp: 1 }));
    expect(await (await app.request('/builds/latest.json')).json()).toEqual({ id: 'b1', timestamp: 1 });
  });
});
