import { CLIENT_ERRORS, ERRORS, ROUTES } from '@sellwise/api/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, localeHeaders } from './client';

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

  it("parses a success with the entry's schema and passes failures through as the contract names them", async () => {
    const { fetch, calls } = fakeFetch((r) =>
      r.url.includes('isLogin')
        ? json({ code: 0, msg: 'ok', data: { isLogin: true, account: 'seller@example.com' } })
        : json({ code: ERRORS.CAPTCHA_INVALID.code, msg: 'anything', data: { captchaRequired: true } }, 400),
    );
    const api = new ApiClient({ baseUrl: 'http://api.test/', lang: 'vi', fetch });
    expect(await api.call(ROUTES.isLogin)).toEqual({
      code: 0,
      msg: 'ok',
      data: { isLogin: true, account: 'seller@example.com' },
    });
    expect(await api.call(ROUTES.captcha)).toEqual({
      code: ERRORS.CAPTCHA_INVALID.code,
      msg: 'error.captchaInvalid',
      data: { captchaRequired: true },
    });
    expect(calls[0]?.url).toBe('http://api.test/api/v1/isLogin.json');
    expect(calls[0]?.headers.get('locale')).toBe('vi');
  });

  it('reads a code it does not know as INTERNAL, so pages only ever see the typed union', async () => {
    const { fetch } = fakeFetch(() => json({ code: 1201, msg: 'error.captchaWrong', data: null }, 400));
    const api = new ApiClient({ baseUrl: 'http://api.test', lang: 'th', fetch });
    expect(await api.call(ROUTES.captcha)).toEqual({
      code: ERRORS.INTERNAL.code,
      msg: ERRORS.INTERNAL.msg,
      data: null,
    });
  });

  it('reports a network failure and a malformed answer as the client errors', async () => {
    const down = new ApiClient({
      baseUrl: 'http://api.test',
      lang: 'th',
      fetch: fakeFetch(() => Promise.reject(new TypeError('offline'))).fetch,
    });
    expect(await down.call(ROUTES.isLogin)).toEqual({ ...CLIENT_ERRORS.NETWORK, data: null });
    const odd = new ApiClient({
      baseUrl: 'http://api.test',
      lang: 'th',
      fetch: fakeFetch(() => json({ code: 0, data: { isLogin: 'x' } })).fetch,
    });
    expect(await odd.call(ROUTES.isLogin)).toEqual({ ...CLIENT_ERRORS.BAD_RESPONSE, data: null });
  });

  it('sends form-encoded bodies where the entry says so, and forwards the visitor cookie on the server', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, msg: 'ok', data: { id: 5 } }));
    const api = new ApiClient({
      baseUrl: 'http://api.test',
      lang: 'th',
      cookie: 'locale=th; sw_session=abc',
      fetch,
    });
    await api.call(ROUTES.feedback, {
      body: { content: 'ขอบคุณครับ ระบบใช้งานง่ายมาก', contact: 'seller@example.com' },
    });
    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/v5/userFeedback/editUserFeedback');
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(request.headers.get('cookie')).toBe('locale=th; sw_session=abc');
    expect(request.headers.get('locale')).toBeNull();
    expect(new URLSearchParams(await request.text()).get('content')).toBe('ขอบคุณครับ ระบบใช้งานง่ายมาก');
  });

  it('sends JSON bodies otherwise, and the query as search parameters', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, msg: 'ok', data: { lang: 'th' } }));
    const api = new ApiClient({ baseUrl: 'http://api.test', lang: 'th', fetch });
    await api.call(ROUTES.saveProfile, {
      body: { storeName: 'Somchai Gadgets', marketplaces: ['shopee'], monthlyOrders: 'under100' },
    });
    await api.call(ROUTES.changeLang, { query: { lang: 'th' } });
    expect(calls[0]?.headers.get('content-type')).toContain('application/json');
    expect(await calls[0]?.json()).toMatchObject({ storeName: 'Somchai Gadgets' });
    expect(calls[1]?.url).toBe('http://api.test/api/v1/lang/changeLang.json?lang=th');
  });

  it('puts the path parameters into the paths that carry them', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, msg: 'ok', data: {} }));
    const api = new ApiClient({ baseUrl: 'http://api.test', lang: 'zh_CN', fetch });
    await api.call(ROUTES.goodsPrice, { params: { lang: 'zh_CN' } });
    await api.call(ROUTES.helpCommonErrorDetail, {
      params: { lang: 'th', cid: 9, type: 1, commonErrorCategoryId: 9, id: 1031, status: 1 },
    });
    await api.call(ROUTES.helpDetail, { params: { lang: 'th', cid: 12, type: 1, id: 1203, status: 1 } });
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
    const api = new ApiClient({ baseUrl: 'http://api.test', lang: 'th', fetch });
    const body = { verifyCode: '123456', password: 'x' };
    expect((await api.call(ROUTES.forgetByEmail, { body: { email: 'a@b.co', ...body } })).code).toBe(0);
    expect(
      (
        await api.call(ROUTES.forgetByPhone, {
          body: { phonePrefix: '66', phoneNumber: '812345678', ...body },
        })
      ).code,
    ).toBe(0);
    expect((await api.call(ROUTES.logout)).code).toBe(0);
  });
});
