/**
 * Content pages kept for every visitor (issue 28): the real renderer on the real API, through main.ts's
 * node:http fast path and the Hono app. Kept per address, language and device; revalidated by ETag; valid
 * until the API reports another content version; never a page of a signed-in visitor, never a nonce.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { ROUTES } from '@sellwise/api/contract';
import { SESSION_COOKIE } from '@sellwise/api/contract/auth';
import { LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentState, partners as partnersTable } from '../../api/src/db/schema';
import { createTestApi, type TestApi } from '../../api/test/helpers';
import { configFromEnv } from '../config';
import { type RenderDeps, render, requestFacts, staticChoice } from '../entry-server';
import { LANG_COOKIE } from '../intl/cookies';
import { type ContentVersionWatch, contentVersionWatch } from './content-version';
import { fastPath } from './fast-path';
import { createSiteApp } from './site-app';
import { CONTENT_PAGE_CACHE, contentTag, StaticAnswers } from './static-answers';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { 'user-agent': DESKTOP, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const PRICING = `/th/${LANG_PAGE_PATHS.pricing}`;
const HELP_HOME = `/th/${LANG_PAGE_PATHS.helpHome}`;

describe('content pages kept for every visitor', { timeout: 60_000 }, () => {
  const config = configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'b7');
  let api: TestApi;
  let port = 0;
  let server: Server;
  let statics: StaticAnswers;
  let watch: ContentVersionWatch;
  /** Pages the renderer produced (each a render, none a kept answer). */
  const rendered: string[] = [];

  beforeAll(async () => {
    // The API looks at the database's content version on every call, so a change shows at once.
    api = await createTestApi({ contentCache: { maxBytes: 32 * 1024 * 1024, versionCheckMs: 0 } });
    const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      api.app.fetch(new Request(input, init))) as typeof fetch;
    const apiBaseUrl = 'http://in-process';
    watch = contentVersionWatch({ apiFetch, apiBaseUrl, checkMs: 0 });
    await watch.check();
    statics = new StaticAnswers(config, watch.known);
    const deps = (nonce: string): RenderDeps => ({
      config,
      apiFetch,
      apiBaseUrl,
      assets: { script: '/assets/entry.js', css: [], preload: [] },
      nonce,
      staticCache: new Map(),
      contentVersion: watch.known,
    });
    const app = createSiteApp({
      config,
      clientDir: '/nonexistent',
      statics,
      api: api.app,
      choose: (request) => staticChoice(requestFacts(request), config),
      render: (request, nonce) => {
        rendered.push(new URL(request.url).pathname + new URL(request.url).search);
        return render(request, deps(nonce));
      },
      blogFeed: async () => ({ status: 503, headers: {}, body: '' }),
      robots: () => '',
      sitemap: async () => '',
    });
    server = createServer(
      fastPath({
        statics,
        choose: (facts) => staticChoice(facts, config),
        files: new Set(),
        hono: getRequestListener(app.fetch),
      }),
    );
    port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  }, 60_000);

  afterAll(async () => {
    server.close();
    await api.close();
  });

  const renders = (path: string) => rendered.filter((p) => p === path).length;

  it('renders a content page once, then sends every visitor the same bytes, revalidated by ETag', async () => {
    const first = await send(port, PRICING, { 'accept-encoding': 'gzip' });
    const second = await send(port, PRICING, { 'accept-encoding': 'gzip' });
    const plain = await send(port, PRICING);
    expect(first.status).toBe(200);
    expect(renders(PRICING)).toBe(1);
    expect(second.body).toBe(first.body);
    expect(plain.body).toBe(first.body);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe(CONTENT_PAGE_CACHE);
    expect(first.headers.vary).toBe('Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Cookie');
    // Purged at a CDN by its build or by its content version.
    expect(first.headers['surrogate-key']).toContain(contentTag(String(await versionNow())));
    // Nothing bound to one answer: no nonce, scripts allowed by hash.
    expect(first.body).not.toMatch(/nonce=/);
    expect(first.headers['content-security-policy']).toMatch(/'sha256-/);
    expect(first.headers['content-security-policy']).not.toMatch(/nonce-/);
    const etag = String(second.headers.etag);
    const again = await send(port, PRICING, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a page per query through the Hono app, and a search with a query not at all', async () => {
    const result = `/th/${LANG_PAGE_PATHS.checkResult}?result=reset`;
    await send(port, result);
    await send(port, result);
    expect(renders(result)).toBe(1);
    const search = `${ROOT_PAGE_PATHS.blogSearch}?keyword=shopee`;
    const a = await send(port, search);
    await send(port, search);
    expect(renders(search)).toBe(2);
    expect(a.headers['content-security-policy']).toMatch(/nonce-/);
    expect(a.headers['cache-control']).toBe('no-cache');
  });

  it('keeps one page per language and device, with Vary naming what chose them', async () => {
    const th = await send(port, ROOT_PAGE_PATHS.blogIndex, { cookie: `${LANG_COOKIE}=th` });
    const vi = await send(port, ROOT_PAGE_PATHS.blogIndex, { cookie: `${LANG_COOKIE}=vi` });
    await send(port, ROOT_PAGE_PATHS.blogIndex, { cookie: `${LANG_COOKIE}=vi` });
    expect(th.body).toContain('lang="th"');
    expect(vi.body).toContain('lang="vi"');
    expect(renders(ROOT_PAGE_PATHS.blogIndex)).toBe(2);
    expect(vi.headers.vary).toContain('Accept-Language');
    const desktop = await send(port, HELP_HOME);
    const phone = await send(port, HELP_HOME, { 'user-agent': IPHONE });
    await send(port, HELP_HOME, { 'user-agent': IPHONE });
    expect(desktop.body).toContain('data-device="desktop"');
    expect(phone.body).toContain('data-device="phone"');
    expect(renders(HELP_HOME)).toBe(2);
  });

  it('never serves a signed-in visitor the kept page, nor keeps theirs', async () => {
    const partners = `/th/${LANG_PAGE_PATHS.partners}`;
    const session = { cookie: `${SESSION_COOKIE}=someone` };
    const theirs = await send(port, partners, session);
    const kept = statics.contentPages.size;
    const anyone = await send(port, partners);
    const theirsAgain = await send(port, partners, session);
    expect(renders(partners)).toBe(3);
    expect(statics.contentPages.size).toBe(kept + 1);
    for (const answer of [theirs, theirsAgain]) {
      expect(answer.headers['content-security-policy']).toMatch(/nonce-/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(anyone.headers['cache-control']).toBe(CONTENT_PAGE_CACHE);
  });

  it('sends the blog’s first-screen covers in the page: the largest paint needs no request', async () => {
    const article = await send(port, '/blog/articleDetails/1/shopee-listing-basics.htm', {
      cookie: `${LANG_COOKIE}=en_US`,
    });
    expect(article.status).toBe(200);
    expect(article.body).toMatch(/<img[^>]+src="data:image\/svg\+xml,%3Csvg/);
    // The address stays where search engines and shares read it.
    expect(article.body).toMatch(
      /property="og:image" content="https:\/\/[^"]+\/api\/v1\/blog\/cover\/1\.svg"/,
    );
  });

  it('sends a missing article once, not kept, with its scripts allowed by hash', async () => {
    const missing = '/blog/articleDetails/99999.htm';
    const a = await send(port, missing);
    await send(port, missing);
    expect(a.status).toBe(404);
    expect(renders(missing)).toBe(2);
    expect(a.body).not.toContain('__SW_NONCE__');
    expect(a.headers['content-security-policy']).toMatch(/'sha256-/);
  });

  it('renders again once the content changes, and the old ETag no longer matches', async () => {
    const partners = `/th/${LANG_PAGE_PATHS.partners}`;
    const before = await send(port, partners);
    const count = renders(partners);
    expect(before.body).toContain('https://shopee.com');
    // Another process seeds new content: new rows and a new version, in the database only.
    await api.db.update(partnersTable).set({ website: 'https://shopee.co.th' });
    await api.db.update(contentState).set({ version: 'edited-elsewhere' });
    // The API reads the database in the background (at most once per its interval): an answer soon has it.
    await expect.poll(versionNow).toBe('edited-elsewhere');
    // So does the site's watch (in the background, while requests come); here, its check is awaited.
    expect(await watch.check()).toBe('edited-elsewhere');
    const after = await send(port, partners, { 'if-none-match': String(before.headers.etag) });
    await send(port, partners);
    expect(renders(partners)).toBe(count + 1);
    expect(after.status).toBe(200);
    expect(after.body).toContain('https://shopee.co.th');
    expect(after.headers['surrogate-key']).toContain(contentTag('edited-elsewhere'));
  });

  async function versionNow() {
    const answer = await api.call(ROUTES.contentVersion.method.toUpperCase(), ROUTES.contentVersion.path);
    return answer.json.data.version as string;
  }
});
