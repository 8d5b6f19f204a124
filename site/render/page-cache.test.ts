import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { safeJson } from '../app/head';
import { configFromEnv } from '../config';
import { type RenderDeps, render } from '../entry-server';
import { PAGE_MESSAGES_MAX_ENTRIES, pageMessages, pageMessagesCacheSize } from '../intl/server-intl';
import {
  acceptsGzip,
  keepPage,
  NONCE_STAND_IN,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MAX_ENTRIES,
  pageBody,
  pageCache,
  pageGzip,
  stateJson,
} from './page-cache';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

const deps = (nonce: string): RenderDeps => ({
  config: configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'test'),
  apiFetch: (async () =>
    new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }))) as unknown as typeof fetch,
  apiBaseUrl: 'http://in-process',
  assets: { script: '/assets/entry.js', css: ['/assets/entry.css'], preload: [] },
  nonce,
});

async function get(path: string, { nonce = 'n0nce', ua = DESKTOP, cookie = '', encoding = '' } = {}) {
  const result = await render(
    new Request(`https://www.sellwise.example${path}`, {
      headers: {
        'user-agent': ua,
        ...(cookie ? { cookie } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    }),
    deps(nonce),
  );
  const body = result.body;
  const bytes =
    body instanceof ReadableStream || body instanceof Uint8Array
      ? Buffer.from(await new Response(body).arrayBuffer())
      : Buffer.from(body ?? '');
  const html = (result.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  return { ...result, html };
}

const RESULT = '/en_US/check/pass/result.htm';

describe('rendered pages kept between requests', { timeout: 60_000 }, () => {
  it('answers a kept page byte for byte as the live render, with each answer its own nonce', async () => {
    pageCache.clear();
    const first = await get(`${RESULT}?result=reset`, { nonce: 'first' });
    expect(pageCache.size).toBe(1);
    const second = await get(`${RESULT}?result=reset`, { nonce: 'second' });
    expect(pageCache.size).toBe(1);
    // A session cookie: rendered live, streamed, never kept.
    const live = await get(`${RESULT}?result=reset`, { nonce: 'second', cookie: 'sw_session=abc' });
    expect(live.body).toBeInstanceOf(ReadableStream);
    expect(pageCache.size).toBe(1);
    expect(second.html).toBe(live.html);
    expect(first.html).toBe(second.html.replaceAll('nonce="second"', 'nonce="first"'));
    expect(second.html).toContain('nonce="second"');
    expect(second.html).not.toContain(NONCE_STAND_IN);
    expect(second.status).toBe(200);
  });

  it('never keeps an answer for a signed-in visitor or one that knows the account', async () => {
    pageCache.clear();
    await get(RESULT, { cookie: 'sw_login_token=1; sw_session=x' });
    await get(RESULT, { cookie: 'sw_session=x' });
    await get('/web/dashboard.htm');
    expect(pageCache.size).toBe(0);
    // Cookies that say nothing about the visitor (the language) do not stop it.
    await get(RESULT, { cookie: 'language=th' });
    expect(pageCache.size).toBe(1);
  });

  it('gives another language, device or loader data its own page', async () => {
    pageCache.clear();
    const pages = [
      (await get(`${RESULT}?result=reset`)).html,
      (await get(`${RESULT.replace('en_US', 'th')}?result=reset`)).html,
      (await get(`/m${RESULT}?result=reset`, { ua: IPHONE })).html,
      (await get(`${RESULT}?result=register`)).html,
    ];
    expect(new Set(pages).size).toBe(4);
    expect(pageCache.size).toBe(4);
    expect(pages[1]).toContain('lang="th"');
    expect(pages[3]).toContain('data-result="register"');
    // The 404 page of unknown addresses is kept per address shown, within the caps.
    const a = await get('/no/such/page-a');
    const b = await get('/no/such/page-b');
    expect(a.status).toBe(404);
    expect(a.html).not.toBe(b.html);
  });

  it('stays within its caps whatever the traffic', async () => {
    pageCache.clear();
    for (let i = 0; i < 40; i++) await get(`${RESULT}?v=${i}`);
    expect(pageCache.size).toBe(40);
    expect(pageCache.size).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
    expect(pageCache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    // The cache's own cap, exercised with stand-in pages: entries and bytes never pass it.
    const page = keepPage(`<p nonce="${NONCE_STAND_IN}">${'x'.repeat(100_000)}</p>`);
    for (let i = 0; i < PAGE_CACHE_MAX_ENTRIES + 50; i++) pageCache.set(`k${i}`, page);
    expect(pageCache.size).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
    expect(pageCache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(pageCache.size).toBe(Math.floor(PAGE_CACHE_MAX_BYTES / page.bytes));
    expect(pageBody(page, 'n').toString()).toBe(`<p nonce="n">${'x'.repeat(100_000)}</p>`);
    pageCache.clear();
  });
});

describe('gzip answers of kept pages', () => {
  it('are the very page, with the nonce, when the browser takes gzip', async () => {
    pageCache.clear();
    const plain = await get(`${RESULT}?result=reset`, { nonce: 'plain-nonce' });
    const zipped = await get(`${RESULT}?result=reset`, {
      nonce: 'plain-nonce',
      encoding: 'gzip, deflate, br',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.html).toBe(plain.html);
    // Thai text (multi-byte UTF-8), a nonce at the start, the end and twice in a row, an empty page.
    for (const html of [
      `${NONCE_STAND_IN}สวัสดี ${NONCE_STAND_IN}${NONCE_STAND_IN} x ${'ก'.repeat(70_000)}${NONCE_STAND_IN}`,
      '',
    ]) {
      const page = keepPage(html);
      expect(gunzipSync(pageGzip(page, 'AbC+/=')).toString()).toBe(html.replaceAll(NONCE_STAND_IN, 'AbC+/='));
      expect(pageBody(page, 'AbC+/=').toString()).toBe(html.replaceAll(NONCE_STAND_IN, 'AbC+/='));
    }
  });

  it('leaves a page the server keeps as text (static pages) as text', async () => {
    const staticCache = new Map<string, Promise<string>>();
    const result = await render(
      new Request('https://www.sellwise.example/en_US/aboutUs.htm', {
        headers: { 'user-agent': DESKTOP, 'accept-encoding': 'gzip' },
      }),
      { ...deps('n'), staticCache },
    );
    expect(result.headers['content-encoding']).toBeUndefined();
    expect(String(await staticCache.get('/en_US/aboutUs.htm'))).toMatch(/^<!doctype html>/);
  });

  it('reads Accept-Encoding as the server does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('state JSON', () => {
  it('equals serialising the whole state, messages included, whatever the data holds', () => {
    const messages = { 'a.b': 'x</script>', c: 'y' };
    const state = {
      path: '/a?"messages":"x"',
      data: { messages: 'z', n: [1, '<!--'] },
      messages,
      config: { k: 1 },
    };
    expect(stateJson(state, safeJson(messages), safeJson)).toBe(safeJson(state));
  });
});

describe('page messages', () => {
  it('is built once per language and namespaces (any order), within its cap', async () => {
    const a = await pageMessages('th', ['pages.login', 'pages.common']);
    expect(await pageMessages('th', ['pages.common', 'pages.login'])).toBe(a);
    expect(await pageMessages('vi', ['pages.login', 'pages.common'])).not.toBe(a);
    expect(a.plainJson).toBe(safeJson(a.plain));
    expect(a.compiledJson).toBe(safeJson(a.compiled));
    for (let i = 0; i < PAGE_MESSAGES_MAX_ENTRIES + 20; i++) await pageMessages('en_US', [`no.such.ns${i}`]);
    expect(pageMessagesCacheSize()).toBe(PAGE_MESSAGES_MAX_ENTRIES);
  });
});
