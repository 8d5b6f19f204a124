/**
 * Kept pages (prerendered pages, the 404 page, /assets files) through main.ts's node:http fast path and
 * through the Hono app alone: the same rules, the same bytes, the same headers.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { type RenderDeps, render, staticChoice } from '../entry-server';
import { fastPath } from './fast-path';
import { createSiteApp } from './site-app';
import { keepAssets, publicPaths, StaticAnswers } from './static-answers';

// jsdom (a dev dependency, without type declarations): an HTML parser that is not ours to check ours.
type Parser = new (html: string) => { window: { document: Document } };
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: Parser };

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'fast-path-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(join(dir, 'assets/entry-abc.js'), `export const x = ${JSON.stringify('y'.repeat(4000))};\n`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { 'user-agent': DESKTOP, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer) =>
  (a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body
  ).toString('utf8');

/** Headers that may differ between two answers of the same bytes: the clock and the connection. */
const comparable = (a: Answer) => {
  const { date: _d, connection: _c, 'keep-alive': _k, ...rest } = a.headers;
  return rest;
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('kept pages: the fast path and the Hono app', { timeout: 60_000 }, () => {
  const config = configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example', TAG_IDS: 'gtag=AW-1' }, 'b42');
  const staticCache = new Map<string, Promise<string>>();
  const statics = new StaticAnswers(config);
  const dir = clientDir();
  let honoCalls = 0;
  let fast = 0;
  let hono = 0;
  const servers: Server[] = [];

  beforeAll(async () => {
    keepAssets(statics, dir);
    const deps = (nonce: string): RenderDeps => ({
      config,
      apiFetch: (() => Promise.reject(new Error('no API in this test'))) as typeof fetch,
      apiBaseUrl: 'http://in-process',
      assets: { script: '/assets/entry-abc.js', css: [], preload: [] },
      nonce,
      staticCache,
    });
    const app = createSiteApp({
      config,
      clientDir: dir,
      statics,
      render: (request, nonce) => render(request, deps(nonce)),
      blogFeed: async () => ({ status: 503, headers: {}, body: '' }),
      robots: () => 'User-agent: *\n',
      sitemap: async () => '<urlset/>',
      api: { fetch: () => Response.json({ code: 0 }) },
    });
    const honoListener = getRequestListener(app.fetch);
    const fastServer = createServer(
      fastPath({
        statics,
        choose: (facts) => staticChoice(facts, config),
        files: publicPaths(dir),
        hono: (req, res) => {
          honoCalls++;
          return honoListener(req, res);
        },
      }),
    );
    const honoServer = createServer(honoListener);
    servers.push(fastServer, honoServer);
    fast = await listen(fastServer);
    hono = await listen(honoServer);
    // Each kept page is made on its first request (as without a prerendered build), then made whole.
    for (const path of ['/th/aboutUs.htm', '/en_US/index.htm', '/th/nope.htm', '/en_US/nope.htm'])
      await send(hono, path);
    await send(hono, '/m/th/nope.htm', { 'user-agent': IPHONE });
    for (const pathname of ['/th/aboutUs.htm', '/en_US/index.htm']) {
      const choice = staticChoice({ pathname, search: '', userAgent: DESKTOP }, config);
      if (choice) await statics.page(choice)?.precompress();
    }
    for (const asset of statics.assets.values()) await asset.precompress();
  }, 60_000);

  afterAll(() => {
    for (const server of servers) server.close();
  });

  /** The fast path answered it without Hono. */
  async function viaFastPath(path: string, headers: Record<string, string> = {}, method = 'GET') {
    const before = honoCalls;
    const answer = await send(fast, path, headers, method);
    expect(honoCalls, `${path} went through Hono`).toBe(before);
    return answer;
  }

  it('sends the same bytes and headers to every visitor', async () => {
    const a = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'gzip' });
    const b = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'gzip', cookie: 'x=1' });
    expect(a.status).toBe(200);
    expect(b.body.equals(a.body)).toBe(true);
    expect(comparable(b)).toEqual(comparable(a));
    expect(a.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=86400',
    );
    expect(a.headers['surrogate-key']).toBe('sellwise-build-b42');
    expect(a.headers.vary).toBe('Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Cookie');
    expect(decoded(a)).not.toContain('nonce');
  });

  it.each(['/th/aboutUs.htm', '/en_US/index.htm', '/th/nope.htm'])(
    'allows exactly the inline scripts of %s by hash',
    async (path) => {
      const r = await viaFastPath(path);
      const csp = String(r.headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toContain('nonce-');
      const { document } = new JSDOM(decoded(r)).window;
      const running = [...document.querySelectorAll('script')].filter(
        (s) => !s.src && !/json/i.test(s.type) && s.type !== 'importmap',
      );
      const needed = running.map(
        (s) =>
          `'sha256-${createHash('sha256')
            .update(s.textContent ?? '')
            .digest('base64')}'`,
      );
      const given = scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"));
      expect(given.sort()).toEqual([...new Set(needed)].sort());
      // The module entry is ours ('self', started after the first paint by an allowed inline script);
      // consented tags load from their hosts, without a nonce.
      expect(document.querySelector('script[data-src]')?.getAttribute('data-src')).toBe(
        '/assets/entry-abc.js',
      );
      expect(scriptSrc).toContain('https://*.googletagmanager.com');
      expect(document.querySelector('script[nonce]')).toBeNull();
    },
  );

  it('negotiates brotli, gzip and identity, each the same page', async () => {
    const br = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'br;q=0.1, gzip' });
    const id = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'deflate' });
    expect([br, gz, id].map((r) => r.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(decoded(br)).toBe(decoded(id));
    expect(decoded(gz)).toBe(decoded(id));
    expect(decoded(id)).toContain('<html lang="th" ');
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(id.body.length);
  });

  it('answers 304 to its ETag and HEAD with the headers of GET', async () => {
    const get = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'br' });
    const etag = String(get.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await viaFastPath('/th/aboutUs.htm', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(comparable(head)).toEqual(comparable(get));
  });

  it('still sends a phone on a desktop page to its /m twin, and a logged-in visitor from the log-in page', async () => {
    const phone = await send(fast, '/th/aboutUs.htm', { 'user-agent': IPHONE });
    expect(phone.status).toBe(302);
    expect(phone.headers.location).toBe('/m/th/aboutUs.htm');
    const hinted = await send(fast, '/th/aboutUs.htm', { 'sec-ch-ua-mobile': '?1' });
    expect(hinted.headers.location).toBe('/m/th/aboutUs.htm');
    const login = await send(fast, '/th/login.htm', { cookie: 'sw_login_token=1' });
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/web/dashboard.htm');
  });

  it('renders a static page with a query live, with its own nonce', async () => {
    const r = await send(fast, '/th/aboutUs.htm?utm_source=x');
    expect(r.status).toBe(200);
    expect(r.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    expect(r.headers.etag).toBeUndefined();
    expect(decoded(r)).toContain('nonce="');
  });

  it('answers unknown addresses 404 with the kept page of their language and device', async () => {
    const th = await viaFastPath('/th/nope.htm', { 'accept-encoding': 'gzip' });
    const en = await viaFastPath('/en_US/other.htm', { 'accept-encoding': 'gzip' });
    const phone = await viaFastPath('/th/elsewhere.htm', { 'user-agent': IPHONE });
    expect([th.status, en.status, phone.status]).toEqual([404, 404, 404]);
    expect(decoded(th)).toContain('<html lang="th" ');
    expect(decoded(th)).toContain('ไม่พบหน้า');
    expect(decoded(en)).toContain('<html lang="en-US" ');
    expect(decoded(en)).toContain('Page Not Found');
    expect(decoded(phone)).toContain('"mobile":true');
    expect(th.headers.etag).toBeUndefined();
    expect(th.headers['cache-control']).toBe('no-cache');
    expect(th.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(th.headers['strict-transport-security']).toContain('max-age=');
    // Files, generated files and the API are not pages: Hono answers them.
    expect((await send(fast, '/favicon.svg')).status).toBe(200);
    expect((await send(fast, '/robots.txt')).status).toBe(200);
    expect((await send(fast, '/api/x')).headers['content-type']).toContain('json');
    expect((await send(fast, '/.vite/manifest.json')).body.toString()).toBe('Not found');
  });

  it('serves /assets precompressed, immutable, from memory', async () => {
    const gz = await viaFastPath('/assets/entry-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gz.headers['content-security-policy']).toContain("default-src 'none'");
    expect(decoded(gz)).toContain('export const x');
  });

  it('answers exactly as the Hono app would', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/th/aboutUs.htm', { 'accept-encoding': 'gzip, br' }],
      ['/th/aboutUs.htm', { 'accept-encoding': 'gzip' }],
      ['/th/aboutUs.htm', {}],
      ['/th/aboutUs.htm', { 'accept-encoding': 'deflate' }],
      ['/th/aboutUs.htm', { 'accept-encoding': 'gzip' }, 'HEAD'],
      ['/en_US/index.htm', { 'accept-encoding': 'br' }],
      ['/th/nope.htm', { 'accept-encoding': 'gzip' }],
      ['/th/nope.htm', {}, 'HEAD'],
      ['/m/th/nope.htm', { 'user-agent': IPHONE, 'accept-encoding': 'br' }],
      ['/assets/entry-abc.js', { 'accept-encoding': 'br' }],
      ['/assets/entry-abc.js', {}],
    ];
    for (const [path, headers, method] of cases) {
      const a = await viaFastPath(path, headers, method);
      const b = await send(hono, path, headers, method);
      const label = `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`;
      expect(a.status, label).toBe(b.status);
      expect(comparable(a), label).toEqual(comparable(b));
      expect(a.body.equals(b.body), label).toBe(true);
      if (a.headers.etag) {
        const c = await viaFastPath(path, { ...headers, 'if-none-match': String(a.headers.etag) }, method);
        const d = await send(hono, path, { ...headers, 'if-none-match': String(a.headers.etag) }, method);
        expect(c.status, label).toBe(304);
        expect(comparable(c), label).toEqual(comparable(d));
      }
    }
  });
});
