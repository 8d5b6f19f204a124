// @vitest-environment jsdom
import { ROUTES } from '@sellwise/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it set.
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

function client() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Response('{"code":0,"msg":"ok","data":{"isLogin":false,"account":null}}');
  }) as unknown as typeof globalThis.fetch;
  return { api: new ApiClient({ baseUrl: 'http://api.test', lang: 'th', fetch }), requests };
}

describe('the locale header wrapper in the browser (spec §7)', () => {
  it('sends locale, language and i18n_redirected when the locale cookie does not hold the language', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie of another language.
    document.cookie = 'locale=vi; Path=/';
    const { api, requests } = client();
    await api.call(ROUTES.isLogin);
    for (const name of ['locale', 'language', 'i18n_redirected'])
      expect(requests[0]?.headers.get(name)).toBe('th');
  });

  it('sends none of them when the locale cookie already holds the language, read at request time', async () => {
    const { api, requests } = client();
    await api.call(ROUTES.isLogin);
    expect(requests[0]?.headers.get('locale')).toBe('th');
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's language cookie, set after the client.
    document.cookie = 'locale=th; Path=/';
    await api.call(ROUTES.isLogin);
    for (const name of ['locale', 'language', 'i18n_redirected'])
      expect(requests[1]?.headers.get(name)).toBeNull();
  });
});
