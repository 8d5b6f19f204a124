import { APP_STORE_LINKS, LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { safeJson } from './app/head';
import { configFromEnv } from './config';
import { type RenderDeps, render } from './entry-server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

const deps: RenderDeps = {
  config: configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'test'),
  apiFetch: (async () =>
    new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }))) as unknown as typeof fetch,
  apiBaseUrl: 'http://in-process',
  assets: { script: '/assets/entry.js', css: ['/assets/entry.css'], preload: [] },
  nonce: 'n0nce',
};

async function get(path: string, headers: Record<string, string> = {}) {
  const result = await render(
    new Request(`https://www.sellwise.example${path}`, { headers: { 'user-agent': DESKTOP, ...headers } }),
    deps,
  );
  const html =
    result.body && typeof result.body !== 'string'
      ? await new Response(result.body).text()
      : (result.body ?? '');
  return { ...result, html };
}

describe('server rules before rendering', { timeout: 30_000 }, () => {
  it('sends / and /m/ to the index page in the detected language', async () => {
    expect((await get('/', { 'accept-language': 'th-TH,th;q=0.9' })).headers.location).toBe('/th/index.htm');
    expect((await get('/', { cookie: 'language=vi' })).headers.location).toBe('/vi/index.htm');
    expect((await get('/m/', { 'user-agent': IPHONE, cookie: 'locale=zh_CN' })).headers.location).toBe(
      '/m/zh_CN/index.htm',
    );
  });

  it('redirects phones to the /m twin and desktops away from it, keeping the query', async () => {
    expect((await get('/th/goods/price.htm?x=1', { 'user-agent': IPHONE })).headers.location).toBe(
      '/m/th/goods/price.htm?x=1',
    );
    expect((await get('/m/th/goods/price.htm')).headers.location).toBe('/th/goods/price.htm');
    expect((await get('/th/leftCat/start', { 'user-agent': IPHONE })).status).not.toBe(302);
  });

  it.each([
    ['/m/blog/index.htm?source=app', '/blog/index.htm?source=app'],
    ['/m/blog/articleDetails/7/shopee-listing-seo.htm', '/blog/articleDetails/7/shopee-listing-seo.htm'],
    ['/m/blog/topicsContent/2/operations.htm?source=pc', '/blog/topicsContent/2/operations.htm?source=pc'],
    ['/m/th/leftCat/start', '/th/leftCat/start'],
    ['/m/vi/leftCat/search?keyWords=%E0%B8%AA', '/vi/leftCat/search?keyWords=%E0%B8%AA'],
    ['/m/zh_CN/detailPage/12/1/1203/1', '/zh_CN/detailPage/12/1/1203/1'],
    ['/m/en_US/detailPage/9/1/9/1031/1?x=1', '/en_US/detailPage/9/1/9/1031/1?x=1'],
    ['/m/web/dashboard.htm', '/web/dashboard.htm'],
  ])('moves the phone address %s of a page without a phone twin to %s (301)', async (path, location) => {
    for (const ua of [IPHONE, DESKTOP]) {
      const r = await get(path, { 'user-agent': ua });
      expect(r.status).toBe(301);
      expect(r.headers.location).toBe(location);
    }
  });

  it('serves the blog and help pages to phones as they are, never a 404 or a /m redirect', async () => {
    for (const path of ['/blog/index.htm', '/th/leftCat/start', '/th/detailPage/12/1/1203/1']) {
      const r = await get(path, { 'user-agent': IPHONE });
      expect(r.status, path).not.toBe(301);
      expect(r.headers.location ?? '', path).not.toMatch(/^\/m\//);
    }
  });

  it('keeps unknown phone addresses and undefined segments a 404', async () => {
    for (const path of [
      '/m/blog/nope.htm',
      '/m/th/leftCat/a/b',
      '/m/th/leftCat/undefined',
      '/m/xx/leftCat/start',
    ]) {
      expect((await get(path, { 'user-agent': IPHONE })).status, path).toBe(404);
    }
  });

  // Rule 4 comes before every other rule that would move the address on: slug canonicalisation (blog),
  // the device twin (landing, phone pages), the blog's language redirect.
  it.each([
    '/blog/topicsContent/1/undefined.htm',
    '/blog/articleDetails/12/undefined.htm',
    '/blog/articleDetails/undefined.htm',
    '/th/leftCat/undefined',
    '/th/detailPage/12/1/undefined/1',
    '/en_US/frontend/undefined.html',
    '/m/en_US/frontend/undefined.html',
    '/undefined/index.htm',
    '/m/th/undefined.htm',
  ])('answers %s with the 404 page, on desktop and phone', async (path) => {
    for (const ua of [undefined, IPHONE]) {
      const r = await get(path, ua ? { 'user-agent': ua } : {});
      expect(r.status, `${path} ${ua ? 'phone' : 'desktop'}`).toBe(404);
      expect(r.headers.location, path).toBeUndefined();
    }
  });

  it('renders the 404 page of an unknown address in the phone layout on phones', async () => {
    const layoutOf = (html: string) => /"layout":"([^"]+)"/.exec(html)?.[1];
    expect(layoutOf((await get('/m/th/nope.htm', { 'user-agent': IPHONE })).html)).toBe('m-nofooter');
    expect(layoutOf((await get('/th/nope.htm')).html)).toBe('nofooter');
  });

  it.each([
    ['/', 'th', '/th/index.htm'],
    ['/m', 'th', '/th/index.htm'],
    ['/m/', 'th', '/th/index.htm'],
    ['/en_US', 'th', '/en_US/index.htm'],
    ['/en_US/', 'th', '/en_US/index.htm'],
    ['/th/', 'en_US', '/th/index.htm'],
    ['/m/th/', 'en_US', '/th/index.htm'],
    ['/zh_CN/?from=ad', 'th', '/zh_CN/index.htm?from=ad'],
  ])('sends the root path %s (language cookie %s) to its index page on desktop', async (path, lang, to) => {
    const r = await get(path, { cookie: `language=${lang}` });
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe(to);
    // …and on a phone to the phone index, by user agent or by the device cookie.
    const phone = to.replace(/^\//, '/m/');
    expect((await get(path, { cookie: `language=${lang}`, 'user-agent': IPHONE })).headers.location).toBe(
      phone,
    );
    expect((await get(path, { cookie: `language=${lang}; sw_device=phone` })).headers.location).toBe(phone);
  });

  it('chooses the variant by the device cookie before the user agent', async () => {
    // A desktop browser on a small screen (its check set the cookie): the /m twin.
    expect((await get('/th/aboutUs.htm', { cookie: 'sw_device=phone' })).headers.location).toBe(
      '/m/th/aboutUs.htm',
    );
    // A phone user agent on a tablet-sized screen: the desktop page, rendered, not redirected.
    const tablet = await get('/th/aboutUs.htm', { 'user-agent': IPHONE, cookie: 'sw_device=desktop' });
    expect(tablet.status).toBe(200);
    expect(tablet.html).toContain('<html lang="th" data-device="desktop" data-twin="/m/th/aboutUs.htm">');
    expect(
      (await get('/m/th/aboutUs.htm', { 'user-agent': IPHONE, cookie: 'sw_device=desktop' })).headers
        .location,
    ).toBe('/th/aboutUs.htm');
    // The 404 page comes in the device's frame: its twin is the same address rendered again.
    const lost = await get('/th/nope.htm', { cookie: 'sw_device=phone' });
    expect(lost.status).toBe(404);
    expect(lost.html).toContain('data-device="phone" data-twin=""');
  });

  it('puts the device check first in the head, before the style sheets, with the nonce', async () => {
    const { html } = await get('/th/aboutUs.htm');
    const script = html.indexOf('<script nonce="n0nce">(function');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('"cookie":"sw_device"');
  });

  it('rule 6: answers a route table redirect, internal for the visitor, external as it is', async () => {
    expect((await get('/login.htm?redirect=/x', { cookie: 'language=vi' })).headers.location).toBe(
      '/vi/login.htm?redirect=/x',
    );
    expect(
      (await get('/page404.htm', { cookie: 'language=th', 'user-agent': IPHONE })).headers.location,
    ).toBe('/m/th/page404.htm');
    expect((await get('/index.htm', { cookie: 'language=in' })).headers.location).toBe('/in/index.htm');
    expect((await get('/zh_CN/Index')).headers.location).toBe('/zh_CN/index.htm');
    expect((await get('/m/zh_CN/Index')).headers.location).toBe('/zh_CN/index.htm');
    const ios = await get('/download/ios?x=1');
    expect(ios.status).toBe(302);
    expect(ios.headers.location).toBe(APP_STORE_LINKS.appStore);
    expect((await get('/download/android')).headers.location).toBe(APP_STORE_LINKS.googlePlay);
  });

  it('rule 8: strips a session id from the path and opens the clean address', async () => {
    for (const [path, to] of [
      ['/th/aboutUs.htm;jsessionid=ABC123?x=1', '/th/aboutUs.htm?x=1'],
      ['/m/vi/login.htm;JSESSIONID=abc', '/m/vi/login.htm'],
      ['/blog/index.htm;jsessionid=1', '/blog/index.htm'],
    ] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(302);
      expect(r.headers.location, path).toBe(to);
    }
  });

  it('rule 8: a page that fails to render sends the visitor to the 404 page and reports a fatal error', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const broken: RenderDeps = {
        ...deps,
        apiFetch: (async () => new Response('{"code":0,"msg":"ok","data":{}}')) as unknown as typeof fetch,
        assets: undefined as unknown as RenderDeps['assets'],
      };
      const r = await render(
        new Request('https://www.sellwise.example/m/th/aboutUs.htm', { headers: { 'user-agent': IPHONE } }),
        broken,
      );
      expect(r.status).toBe(302);
      expect(r.headers.location).toBe('/m/th/page404.htm');
      const fatal = errors.find((args) => args[0] === 'fatal')?.[2];
      expect(fatal).toBeInstanceOf(Error);
      expect((fatal as Error).message).toMatch(/^致命错误，强制跳转 TypeError: /);
    } finally {
      console.error = original;
    }
  });

  it('sets the language from a blog path and redirects without the segment', async () => {
    const r = await get('/blog/th/index.htm?source=app');
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe('/blog/index.htm?source=app');
    expect(r.headers['set-cookie']).toEqual([
      'language=th; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'locale=th; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('sends the log-in page to the dashboard when the login token is present', async () => {
    expect((await get('/th/login.htm', { cookie: 'sw_login_token=1' })).headers.location).toBe(
      '/web/dashboard.htm',
    );
  });

  it('answers 404 with the page for unknown paths and undefined segments', async () => {
    for (const path of ['/en_US/nope.htm', '/en_US/undefined/index.htm', '/xx/index.htm']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.html).toContain(`Page Not Found: ${path}`);
    }
    const thai = await get('/th/nope.htm');
    expect(thai.status).toBe(404);
    expect(thai.html).toContain('<html lang="th" ');
    expect(thai.html).toContain('ไม่พบหน้า: /th/nope.htm');
  });
});

describe('rendered pages', () => {
  it.each(LANGUAGES)('renders the home page in %s with head, hreflang and state', async (lang) => {
    const r = await get(`/${lang}/index.htm`);
    expect(r.status).toBe(200);
    expect(r.html).toMatch(/<html lang="(en-US|id|th|vi|zh-CN|ms-MY)" /);
    expect(r.html).toContain(`<link rel="canonical" href="https://www.sellwise.example/${lang}/index.htm">`);
    expect(r.html.match(/hreflang=/g)).toHaveLength(7);
    expect(r.html).toContain('"@type":"BreadcrumbList"');
    expect(r.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(r.html).toContain(`href="/${lang}/register.htm?source=home"`);
    expect(r.html).toContain('<script id="__SW_STATE__" type="application/json" nonce="n0nce">');
  });

  it('renders a static page once and answers it as the page kept for every visitor', async () => {
    const staticCache = new Map<string, Promise<string>>();
    const once = () =>
      render(
        new Request('https://www.sellwise.example/th/aboutUs.htm', { headers: { 'user-agent': DESKTOP } }),
        { ...deps, staticCache },
      );
    const a = await once();
    const b = await once();
    expect(staticCache.size).toBe(1);
    expect(a.kept).toEqual({
      key: '/th/aboutUs.htm',
      status: 200,
      vary: ['User-Agent', 'Sec-CH-UA-Mobile', 'Cookie'],
      shared: true,
    });
    // The nonce stand-in, never the request's nonce: the server removes it and allows scripts by hash.
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('nonce="__SW_NONCE__"');
    expect(a.body).not.toContain('n0nce');
  });

  it('escapes serialised JSON so no script can close early', () => {
    const json = safeJson({ q: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ q: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

describe('pages whose loader needs the API, while the API fails', { timeout: 30_000 }, () => {
  const PAGES = [
    '/en_US/goods/price.htm',
    '/en_US/privacyPolicy.htm',
    '/th/terms.htm',
    '/en_US/partners.htm',
  ];
  const failing = (apiFetch: typeof fetch, timeoutMs = 3000): RenderDeps => ({
    ...deps,
    config: { ...deps.config, apiServerTimeoutMs: timeoutMs },
    apiFetch,
  });
  async function page(path: string, withDeps: RenderDeps) {
    const result = await render(
      new Request(`https://www.sellwise.example${path}`, { headers: { 'user-agent': DESKTOP } }),
      withDeps,
    );
    const html =
      result.body instanceof ReadableStream ? await new Response(result.body).text() : (result.body ?? '');
    return { ...result, html };
  }
  const expectUnavailable = (r: Awaited<ReturnType<typeof page>>, path: string) => {
    expect(r.status, path).toBe(503);
    expect(r.headers['retry-after'], path).toMatch(/^\d+$/);
    expect(r.headers['cache-control'], path).toBe('no-store');
    expect(r.html, path).toContain('<meta name="robots" content="noindex">');
  };

  it.each(PAGES)('%s answers 503 with Retry-After when the API cannot be reached', async (path) => {
    const down = (async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    }) as unknown as typeof fetch;
    expectUnavailable(await page(path, failing(down)), path);
  });

  it.each(PAGES)('%s answers 503 when the API answers 5xx', async (path) => {
    const broken = (async () =>
      new Response(JSON.stringify({ code: 1007, msg: 'error.internal', data: null }), {
        status: 500,
      })) as unknown as typeof fetch;
    expectUnavailable(await page(path, failing(broken)), path);
  });

  it('gives a hung API the server budget, not the browser client 15 s, then answers 503', async () => {
    let aborted = 0;
    const hung = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>(() => {
        init?.signal?.addEventListener('abort', () => aborted++);
      })) as typeof fetch;
    const started = Date.now();
    const r = await page('/en_US/goods/price.htm', failing(hung, 300));
    const took = Date.now() - started;
    expectUnavailable(r, 'pricing');
    expect(took).toBeLessThan(3000);
    expect(aborted).toBeGreaterThan(0);
  });

  it('keeps the default budget at a few seconds', () => {
    expect(configFromEnv({}, 'x').apiServerTimeoutMs).toBe(3000);
    expect(configFromEnv({ API_SERVER_TIMEOUT_MS: '1500' }, 'x').apiServerTimeoutMs).toBe(1500);
  });

  it('answers 200, cacheable as before, when the API answers', async () => {
    const r = await page('/en_US/goods/price.htm', deps);
    expect(r.status).toBe(200);
    expect(r.headers['retry-after']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
  });
});
