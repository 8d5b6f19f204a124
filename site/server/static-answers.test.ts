import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { securityHeaders } from './security';
import {
  hashedPage,
  inlineScriptHashes,
  NONCE_PLACEHOLDER,
  negotiate,
  StaticAnswer,
  StaticAnswers,
} from './static-answers';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const config = configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example', TAG_IDS: 'gtag=AW-1' }, 'b42');

describe('hashes of inline scripts', () => {
  it('hash scripts that run, not data blocks or scripts loaded from a file', () => {
    const html = [
      `<script type="application/json" nonce="${NONCE_PLACEHOLDER}">{"a":1}</script>`,
      `<script type="application/ld+json" nonce="${NONCE_PLACEHOLDER}">{"@type":"X"}</script>`,
      `<script type="module" src="/assets/entry.js" nonce="${NONCE_PLACEHOLDER}"></script>`,
      `<script nonce="${NONCE_PLACEHOLDER}">$RC("B:0","S:0")</script>`,
      '<script type="module">import "/x.js"</script>',
    ].join('');
    const page = hashedPage(html);
    expect(page.html).not.toContain('nonce');
    expect(page.scriptHashes).toEqual([
      `'sha256-${sha256('$RC("B:0","S:0")')}'`,
      `'sha256-${sha256('import "/x.js"')}'`,
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('refuse a page with a nonce stand-in left in it', () => {
    expect(() => hashedPage(`<script nonce='${NONCE_PLACEHOLDER}'>x</script>`)).toThrow('stand-in');
  });

  it('allow a kept page its scripts by hash, with the tag hosts, and no nonce', () => {
    const csp = securityHeaders({ hashes: ["'sha256-abc='"] }, { https: true, tags: true })[
      'content-security-policy'
    ];
    expect(csp).toMatch(/script-src 'self' 'sha256-abc=' https:\/\/\*\.googletagmanager\.com/);
    expect(csp).not.toContain('nonce');
    expect(securityHeaders({ hashes: [] }, { https: true })['content-security-policy']).toContain(
      "script-src 'self';",
    );
  });
});

describe('content negotiation', () => {
  const all = ['br', 'gzip'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, identity;q=0.5', 'identity'],
    ['deflate', 'identity'],
    ['GZIP;Q=0.8, Br;q=0.9', 'br'],
    ['gzip;q=1.0, identity; q=0.5, *;q=0', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiate(header, [...all])).toBe(expected);
  });
  it('sends only what is ready', () => {
    expect(negotiate('br', ['gzip'])).toBe('identity');
    expect(negotiate('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('a kept answer', () => {
  const body = `<!doctype html><p>${'Sellwise '.repeat(500)}</p>`;
  const make = () =>
    new StaticAnswer({
      body,
      status: 200,
      etag: true,
      compressible: true,
      headers: { 'content-type': 'text/html; charset=utf-8', vary: 'User-Agent' },
    });

  it('is the same bytes in each encoding, with a strong ETag each and Vary', async () => {
    const answer = make();
    await answer.precompress();
    const br = answer.respond('GET', 'br, gzip', null);
    const gz = answer.respond('GET', 'gzip', null);
    const id = answer.respond('GET', 'identity', null);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(id.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(body);
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(body);
    expect(id.body?.toString()).toBe(body);
    expect(Number(br.headers['content-length'])).toBe(br.body?.length);
    const tags = [br, gz, id].map((a) => a.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(id.headers.vary).toBe('Accept-Encoding, User-Agent');
  });

  it('answers 304 to its own ETag (also in a list or weak), 200 to another', async () => {
    const answer = make();
    await answer.precompress();
    const etag = answer.respond('GET', 'gzip', null).headers.etag as string;
    for (const inm of [etag, `"x", ${etag}`, `W/${etag}`, '*']) {
      const r = answer.respond('GET', 'gzip', inm);
      expect(r.status, inm).toBe(304);
      expect(r.body).toBeNull();
      expect(r.headers.etag).toBe(etag);
      expect(r.headers['content-length']).toBeUndefined();
    }
    // The gzip tag does not validate the brotli representation.
    expect(answer.respond('GET', 'br', etag).status).toBe(200);
    expect(answer.respond('GET', 'gzip', '"other"').status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = make();
    await answer.precompress();
    const get = answer.respond('GET', 'gzip', null);
    const head = answer.respond('HEAD', 'gzip', null);
    expect(head.body).toBeNull();
    expect(head.headers).toEqual(get.headers);
  });

  it('sends gzip to a brotli client until brotli is made, then brotli', async () => {
    const answer = make();
    expect(answer.respond('GET', 'br, gzip', null).headers['content-encoding']).toBe('gzip');
    await answer.precompress();
    expect(answer.respond('GET', 'br, gzip', null).headers['content-encoding']).toBe('br');
  });

  it('keeps a 404 page without an ETag, uncached by shared caches', () => {
    const statics = new StaticAnswers(config);
    const answer = statics.pageFrom(
      { key: 'notFound:th:desktop', status: 404, vary: ['User-Agent'], shared: false },
      `<script nonce="${NONCE_PLACEHOLDER}">x()</script>`,
    );
    const r = answer.respond('GET', 'gzip', '*');
    expect(r.status).toBe(404);
    expect(r.headers.etag).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
  });
});
