import { describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy';

describe('apiProxy', () => {
  it('passes method, path, query, body and cookies on, adding the socket address as one hop', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const upstream = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      const headers = new Headers({ 'content-type': 'application/json', 'content-encoding': 'gzip' });
      headers.append('set-cookie', 'sw_session=abc; HttpOnly; Path=/');
      headers.append('set-cookie', 'login_token=1; Path=/');
      return new Response('{"code":0}', { status: 200, headers });
    }) as unknown as typeof fetch;
    const proxy = apiProxy({ target: 'http://api.internal:3001/', https: true, fetch: upstream });
    const res = await proxy(
      new Request('http://www.sellwise.example/api/v3/auth/login.json?x=1', {
        method: 'POST',
        headers: {
          cookie: 'a=1',
          'content-type': 'application/json',
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-proto': 'http',
          connection: 'keep-alive',
        },
        body: '{"account":"a@b.c"}',
      }),
      '203.0.113.9',
    );
    expect(seen?.url).toBe('http://api.internal:3001/api/v3/auth/login.json?x=1');
    expect(seen?.init.method).toBe('POST');
    const sent = new Headers(seen?.init.headers);
    expect(sent.get('cookie')).toBe('a=1');
    // The API trusts one hop: the rightmost entry is the address the site saw, whatever came before.
    expect(sent.get('x-forwarded-for')).toBe('6.6.6.6, 203.0.113.9');
    expect(sent.get('x-forwarded-proto')).toBe('https');
    expect(sent.get('connection')).toBeNull();
    expect(await new Response(seen?.init.body).text()).toBe('{"account":"a@b.c"}');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['sw_session=abc; HttpOnly; Path=/', 'login_token=1; Path=/']);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('{"code":0}');
  });

  it("answers 503 BUSY in the API's envelope with Retry-After when the API cannot be reached", async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const res = await apiProxy({ target: 'http://api.internal', https: false, fetch: down })(
      new Request('http://site/api/v2/genVerifyCode.json'),
      '127.0.0.1',
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect((await res.json()).code).toBe(1009);
  });
});
