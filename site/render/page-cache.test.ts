import { describe, expect, it } from 'vitest';
import { safeJson } from '../app/head';
import { configFromEnv } from '../config';
import { type RenderDeps, render } from '../entry-server';
import { PAGE_MESSAGES_MAX_ENTRIES, pageMessages, pageMessagesCacheSize } from '../intl/server-intl';
import {
  keepPage,
  NONCE_STAND_IN,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MAX_ENTRIES,
  pageCache,
  pageHtml,
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

async function get(path: string, { nonce = 'n0nce', ua = DESKTOP, cookie = '' } = {}) {
  const result = await render(
    new Request(`https://www.sellwise.example${path}`, {
      headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
    }),
    deps(nonce),
  );
  const body = result.body;
  const html = body instanceof ReadableStream ? await new Response(body).text() : String(body ?? '');
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
    expect(pageHtml(page, 'n')).toBe(`<p nonce="n">${'x'.repeat(100_000)}</p>`);
    pageCache.clear();
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
