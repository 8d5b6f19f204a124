/**
 * Answers that are the same bytes for every visitor: prerendered pages, the 404 page per language and
 * device, and the build's /assets files. Each is kept in memory once with its headers (a CSP that allows
 * the page's inline scripts by hash, not by a per-answer nonce), compressed once per encoding (gzip on
 * first use, brotli in the background on first use), with a strong ETag per representation. The Hono
 * app and the node:http fast path (fast-path.ts) both answer through `respond()`, so they cannot differ.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import type { ServerConfig } from '../config';
import { buildMeta } from './build-meta';
import { LruCache } from './render-cache';
import { everyAnswerHeaders, securityHeaders, securityOptionsOf, staticSecurityHeaders } from './security';

/** What pages are rendered with when they are kept for every visitor: removed before they are sent. */
export const NONCE_PLACEHOLDER = '__SW_NONCE__';

/** Scripts that never run, so the CSP needs no hash for them (JSON state, messages, JSON-LD). */
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap-never)$/i;

const INLINE_SCRIPTS = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** A kept page: the nonce stand-in removed, and the sha256 of each inline script that runs. */
export function hashedPage(html: string): { html: string; scriptHashes: string[] } {
  const out = html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '');
  if (out.includes(NONCE_PLACEHOLDER)) throw new Error('static page: a nonce stand-in was left');
  return { html: out, scriptHashes: inlineScriptHashes(out) };
}

/** `'sha256-…'` of every inline script a browser would run (no src, not a data block), page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(INLINE_SCRIPTS)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (DATA_SCRIPT.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send: the highest q-value among those this answer has (ties: br, gzip, identity);
 * identity when nothing acceptable is ready (a 406 would help no one).
 */
export function negotiate(acceptEncoding: string | null | undefined, available: Encoding[]): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  const weight = (enc: Encoding) => q.get(enc) ?? (enc === 'identity' ? (star ?? 0.001) : (star ?? 0));
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const enc of ['br', 'gzip', 'identity'] as const) {
    if (enc !== 'identity' && !available.includes(enc)) continue;
    const w = weight(enc);
    if (w > bestQ) {
      best = enc;
      bestQ = w;
    }
  }
  return best;
}

/** One answer kept in memory: its bytes, its encodings as they get made, its headers. */
export class StaticAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly identity: Buffer;
  readonly hash: string;
  readonly etag: boolean;
  private gzip?: Buffer;
  private br?: Buffer;
  private brPending = false;
  private readonly compressible: boolean;

  constructor(opts: {
    body: Buffer | string;
    status: number;
    headers: Record<string, string>;
    /** 200s revalidate by ETag; an error answer has none. */
    etag: boolean;
    compressible: boolean;
  }) {
    this.identity = typeof opts.body === 'string' ? Buffer.from(opts.body) : opts.body;
    this.status = opts.status;
    this.headers = opts.headers;
    this.etag = opts.etag;
    this.compressible = opts.compressible && this.identity.length > 512;
    this.hash = createHash('sha256').update(this.identity).digest('base64url').slice(0, 22);
  }

  /** Makes every encoding now (tests, and the benchmark's warm-up). */
  async precompress(): Promise<void> {
    if (!this.compressible) return;
    this.body('gzip');
    this.br ??= await brotli(this.identity);
  }

  private available(): Encoding[] {
    if (!this.compressible) return ['identity'];
    // Brotli at quality 11 takes ~0.4 s for a 150 KB page: made off the event loop on first asking,
    // and gzip is sent until it is ready.
    if (!this.br && !this.brPending) {
      this.brPending = true;
      brotli(this.identity).then(
        (out) => {
          this.br = out;
        },
        () => {
          this.brPending = false;
        },
      );
    }
    return this.br ? ['br', 'gzip'] : ['gzip'];
  }

  private body(enc: Encoding): Buffer {
    if (enc === 'br' && this.br) return this.br;
    if (enc === 'gzip') {
      this.gzip ??= gzipSync(this.identity, { level: 9 });
      return this.gzip;
    }
    return this.identity;
  }

  /** The answer to GET or HEAD with these request headers: 200/404, or 304 when the ETag matches. */
  respond(
    method: string,
    acceptEncoding: string | null | undefined,
    ifNoneMatch: string | null | undefined,
  ): { status: number; headers: Record<string, string>; body: Buffer | null } {
    const enc = this.compressible ? negotiate(acceptEncoding, this.available()) : 'identity';
    const body = this.body(enc);
    const made = this.made(enc, body);
    if (this.etag && ifNoneMatch && etagMatches(ifNoneMatch, made.etag))
      return { status: 304, headers: made.notModified, body: null };
    return { status: this.status, headers: made.full, body: method === 'HEAD' ? null : body };
  }

  // The headers of each representation, made once (a request copies nothing).
  private readonly heads = new Map<
    Encoding,
    { etag: string; full: Record<string, string>; notModified: Record<string, string> }
  >();

  private made(enc: Encoding, body: Buffer) {
    let made = this.heads.get(enc);
    if (made) return made;
    const headers: Record<string, string> = { ...this.headers };
    if (this.compressible)
      headers.vary = headers.vary ? `Accept-Encoding, ${headers.vary}` : 'Accept-Encoding';
    const etag = `"${this.hash}${enc === 'identity' ? '' : `-${enc}`}"`;
    if (this.etag) headers.etag = etag;
    const { 'content-type': _type, ...notModified } = headers;
    if (enc !== 'identity') headers['content-encoding'] = enc;
    headers['content-length'] = String(body.length);
    made = { etag, full: headers, notModified };
    this.heads.set(enc, made);
    return made;
  }
}

function brotli(input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    brotliCompress(
      input,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      },
      (error, out) => (error ? reject(error) : resolve(out)),
    ),
  );
}

/** If-None-Match: a list of (possibly weak) tags or `*`, compared weakly (RFC 9110 §13.1.2). */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The build's name in cache tags: a new build purges every page of the old one at the CDN. */
export const cacheTag = (buildId: string) => `sellwise-build-${buildId}`;

/** What an answer for a static page depends on, besides the encoding (decided by the renderer). */
export type StaticChoice = {
  /** The page's key in the static cache: its pathname, or `notFound:{lang}:{device}`. */
  key: string;
  status: 200 | 404;
  /** Request headers the answer depends on (Vary). */
  vary: string[];
  /** Whether a shared cache may keep it without asking (false: it depends on a cookie). */
  shared: boolean;
  /** A content page: kept in a bounded cache while the content version is unchanged. */
  content?: true;
  /** The content version it was rendered under (set by the renderer). */
  version?: string;
};

/** CDN-cacheable, revalidated by browsers: a new build is purged by its cache tag. */
const SHARED_PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=86400';
/**
 * Content pages change with the content, not only with a build: a CDN keeps them a minute (a content
 * change reaches it within that, purged or not) and may send a stale one for ten while it asks again.
 */
export const CONTENT_PAGE_CACHE =
  'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';
/** The content version's name in cache tags: a CDN purges the pages of the old content by it. */
export const contentTag = (version: string) => `sellwise-content-${version}`;

/** Caps of the content pages kept (each 30–150 KB, with its gzip): about 48 MB whatever the traffic. */
export const CONTENT_PAGES_MAX_ENTRIES = 400;
export const CONTENT_PAGES_MAX_BYTES = 48 * 1024 * 1024;
/** Pages show the year: a kept content page is at most this old. */
export const CONTENT_PAGES_TTL_MS = 5 * 60_000;

/**
 * The kept answers of one server: pages by key (built on first use from the renderer's HTML) and the
 * build's /assets files (read at start). Headers are made here once, from security.ts.
 */
export class StaticAnswers {
  private readonly pages = new Map<string, StaticAnswer>();
  readonly assets = new Map<string, StaticAnswer>();
  /** Content pages: bounded, and each valid while the content version it was rendered under is current. */
  readonly contentPages = new LruCache<{ answer: StaticAnswer; version: string | undefined }>({
    maxEntries: CONTENT_PAGES_MAX_ENTRIES,
    maxBytes: CONTENT_PAGES_MAX_BYTES,
    // The page, its gzip (about a fifth) and its brotli when made.
    sizeOf: ({ answer }) => Math.ceil(answer.identity.length * 1.5),
    ttlMs: CONTENT_PAGES_TTL_MS,
  });

  /** builds/meta/{buildId}.json of this build: the route rules as a matcher (build-meta.ts). */
  readonly buildMeta: { path: string; answer: StaticAnswer };

  constructor(
    private readonly config: ServerConfig,
    /** The content version as last reported (content-version.ts); none: kept pages age out only. */
    private readonly contentVersion: () => string | undefined = () => undefined,
  ) {
    this.buildMeta = {
      path: `/builds/meta/${config.buildId}.json`,
      answer: new StaticAnswer({
        body: JSON.stringify(buildMeta({ id: config.buildId, timestamp: config.buildTimestamp })),
        status: 200,
        etag: true,
        compressible: true,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          // One build's rules never change: its address names the build.
          'cache-control': 'public, max-age=31536000, immutable',
          ...staticSecurityHeaders({ https: config.https }),
          ...everyAnswerHeaders(),
        },
      }),
    };
  }

  /** The kept answer of this page, when it was made already (the fast path never waits). */
  page(choice: StaticChoice): StaticAnswer | undefined {
    if (!choice.content) return this.pages.get(choice.key);
    const kept = this.contentPages.get(choice.key);
    if (!kept) return undefined;
    if (kept.version === this.contentVersion()) return kept.answer;
    this.contentPages.delete(choice.key);
    return undefined;
  }

  /** The kept answer of a page, made from its HTML (nonce stand-ins in it) on first use. */
  pageFrom(choice: StaticChoice, html: string): StaticAnswer {
    let answer = this.page(choice);
    if (answer) return answer;
    const page = hashedPage(html);
    const { config } = this;
    const tags = [cacheTag(config.buildId), ...(choice.version ? [contentTag(choice.version)] : [])];
    answer = new StaticAnswer({
      body: page.html,
      status: choice.status,
      etag: choice.status === 200,
      compressible: true,
      headers: {
        ...securityHeaders({ hashes: page.scriptHashes }, securityOptionsOf(config)),
        'content-type': 'text/html; charset=utf-8',
        'cache-control':
          choice.status !== 200
            ? 'no-cache'
            : choice.content
              ? CONTENT_PAGE_CACHE
              : choice.shared
                ? SHARED_PAGE_CACHE
                : 'public, no-cache',
        ...(choice.vary.length ? { vary: choice.vary.join(', ') } : {}),
        'surrogate-key': tags.join(' '),
        'cache-tag': tags.join(','),
        ...everyAnswerHeaders(),
      },
    });
    if (choice.content) this.contentPages.set(choice.key, { answer, version: choice.version });
    else this.pages.set(choice.key, answer);
    return answer;
  }

  private readonly payloads = new Map<string, StaticAnswer>();

  /**
   * The payload of a prerendered page, kept once. Asked for with this build's id as the query it is
   * cached for good (the next build has another id); otherwise revalidated every time.
   */
  payloadFrom(pathname: string, json: string, versioned: boolean): StaticAnswer {
    const key = `${versioned ? 'v' : 'n'}:${pathname}`;
    let answer = this.payloads.get(key);
    if (answer) return answer;
    answer = new StaticAnswer({
      body: json,
      status: 200,
      etag: true,
      compressible: true,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        ...staticSecurityHeaders({ https: this.config.https }),
        ...everyAnswerHeaders(),
      },
    });
    this.payloads.set(key, answer);
    return answer;
  }

  /** A file of the build's /assets folder (content-hashed names: kept forever by every cache). */
  addAsset(pathname: string, body: Buffer, contentType: string): void {
    this.assets.set(
      pathname,
      new StaticAnswer({
        body,
        status: 200,
        etag: true,
        compressible: /^(text\/|application\/(javascript|json)|image\/svg)/.test(contentType),
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          ...staticSecurityHeaders({ https: this.config.https }),
          ...everyAnswerHeaders(),
        },
      }),
    );
  }
}

/** Keeps every file of the build's /assets folder in memory (a few MB: content-hashed JS and CSS). */
export function keepAssets(statics: StaticAnswers, clientDir: string): number {
  const dir = join(clientDir, 'assets');
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const pathname = `/${relative(clientDir, file).split(sep).join('/')}`;
    statics.addAsset(pathname, readFileSync(file), getMimeType(file) ?? 'application/octet-stream');
    count++;
  }
  return count;
}

/** Every file and folder of the client build as an address (`/favicon.svg`, `/illustrations`, …). */
export function publicPaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  if (!existsSync(clientDir)) return paths;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true }))
    paths.add(`/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  return paths;
}
