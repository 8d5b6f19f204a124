import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiClient, localeHeaders } from './client';
import { createEndpoints } from './endpoints';

function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return respond(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('localeHeaders', () => {
  it('adds locale, language and i18n_redirected only when the cookie does not hold the locale', () => {
    expect(localeHeaders('th', undefined)).toEqual({ locale: 'th', language: 'th', i18n_redirected: 'th' });
    expect(localeHeaders('th', 'a=1; locale=vi')).toEqual({
      locale: 'th',
      language: 'th',
      i18n_redirected: 'th',
    });
    expect(localeHeaders('th', 'a=1; locale=th')).toEqual({});
  });
});

describe('ApiClient', () => {
  it('returns the body, or {} when there is none', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = new ApiClient({ baseUrl: 'http://api.test', lang: 'en_US', fetch });
    expect(await api.raw('get', '/x')).toEqual({});
  });

  it('parses a success with the contract and passes failures through for translation', async () => {
    const { fetch, calls } = fakeFetch((r) =>
      r.url.includes('ok')
        ? json({ code: 0, msg: 'ok', data: { n: 1 } })
        : json({ code: 1201, msg: 'error.captchaWrong', data: null }, 400),
    );
    const api = new ApiClient({ baseUrl: 'http://api.test/', lang: 'vi', fetch });
    expect(await api.call(z.object({ n: z.number() }), 'get', '/ok')).toEqual({
      code: 0,
      msg: 'ok',
      data: { n: 1 },
    });
    expect(await api.call(z.object({ n: z.number() }), 'get', '/bad')).toEqual({
      code: 1201,
      msg: 'error.captchaWrong',
      data: null,
    });
    expect(calls[0]?.url).toBe('http://api.test/ok');
    expect(calls[0]?.headers.get('locale')).toBe('vi');
  });

  it('reports a network failure and a malformed answer as envelopes', async () => {
    const down = new ApiClient({
      baseUrl: 'http://api.test',
      lang: 'th',
      fetch: fakeFetch(() => Promise.reject(new TypeError('offline'))).fetch,
    });
    expect((await down.call(z.object({}), 'get', '/x')).msg).toBe('error.network');
    const odd = new ApiClient({
      baseUrl: 'http://api.test',
      lang: 'th',
      fetch: fakeFetch(() => json({ code: 0, data: { n: 'x' } })).fetch,
    });
    expect((await odd.call(z.object({ n: z.number() }), 'get', '/x')).msg).toBe('error.badResponse');
  });

  it('sends form-encoded bodies where the spec says so, and forwards the visitor cookie on the server', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, msg: 'ok', data: { id: 5 } }));
    const endpoints = createEndpoints(
      new ApiClient({ baseUrl: 'http://api.test', lang: 'th', cookie: 'locale=th; sw_session=abc', fetch }),
    );
    await endpoints.feedback({ content: 'ขอบคุณครับ ระบบใช้งานง่ายมาก', contact: 'seller@example.com' } as never);
    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/v5/userFeedback/editUserFeedback');
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(request.headers.get('cookie')).toBe('locale=th; sw_session=abc');
    expect(request.headers.get('locale')).toBeNull();
    expect(new URLSearchParams(await request.text()).get('content')).toBe('ขอบคุณครับ ระบบใช้งานง่ายมาก');
  });

  it('puts the language into the paths that carry it', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, msg: 'ok', data: {} }));
    const endpoints = createEndpoints(new ApiClient({ baseUrl: 'http://api.test', lang: 'zh_CN', fetch }));
    await endpoints.goodsPrice('zh_CN');
    await endpoints.helpDetail('th', { cid: 9, type: 1, commonErrorCategoryId: 9, id: 1031, status: 1 });
    await endpoints.helpDetail('th', { cid: 12, type: 1, id: 1203, status: 1 });
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/zh_CN/goodsPrice.json',
      '/api/v5/th/detailPage/9/1/9/1031/1',
      '/api/v5/th/detailPage/12/1/1203/1',
    ]);
  });
});

describe('answers whose data is null', () => {
  it('reads a successful reset, log-out and the like as success, not as a bad response', async () => {
    const { fetch } = fakeFetch(() => json({ code: 0, msg: 'ok', data: null }));
    const endpoints = createEndpoints(new ApiClient({ baseUrl: 'http://api.test', lang: 'th', fetch }));
    const body = { verifyCode: '123456', password: 'x' };
    expect((await endpoints.forgetByEmail({ email: 'a@b.co', ...body })).code).toBe(0);
    expect(
      (await endpoints.forgetByPhone({ phonePrefix: '66', phoneNumber: '812345678', ...body })).code,
    ).toBe(0);
    expect((await endpoints.logout()).code).toBe(0);
  });
});
