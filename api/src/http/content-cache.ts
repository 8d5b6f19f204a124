import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentVersion } from '../services/content-version.ts';
import { requestLanguage } from './input.ts';

/** Browsers may keep content answers but must ask again (If-None-Match) before using them. */
export const CONTENT_CACHE_CONTROL = 'private, no-cache';
/** What the app answers when a handler set no Cache-Control; content answers get the one above instead. */
const APP_DEFAULT_CACHE_CONTROL = 'no-store';
/** Map entry, key and header strings, roughly; only used to keep the byte budget honest for small answers. */
const ENTRY_OVERHEAD = 512;

interface Entry {
  version: string;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Plain objects with content-length: @hono/node-server writes these without building a Headers object. */
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
  size: number;
}

export interface ContentCacheOptions {
  version: ContentVersion;
  /** Budget for stored answers; the least recently used go first. 0 turns the cache off. */
  maxBytes: number;
}

/**
 * Content answers change only when content/ is seeded, so a 200 answer is kept as bytes with a strong
 * ETag until the content version changes: a hit costs no database query, no JSON serialisation, and a
 * matching If-None-Match gets 304 with no body. The key is the path, query and the language the request
 * resolves to (some calls read it from headers or cookies). Register it before other middleware: the
 * stored headers already hold everything they add.
 */
export function contentCache({ version, maxBytes }: ContentCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const store = (key: string, entry: Entry) => {
    forget(key);
    if (entry.size > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /**
   * Misses being answered, by key and version: concurrent misses for one key (a cold start, or every
   * request just after a content change) wait for the first one's answer instead of each running the
   * same queries. null: that answer was not cacheable, so each waiter runs the handler itself.
   */
  const inFlight = new Map<string, Promise<Entry | null>>();

  return async (c, next) => {
    if (maxBytes <= 0) return next();
    const current = await version.current();
    const key = cacheKey(c);
    const hit = entries.get(key);
    if (hit && hit.version === current) {
      // Most recently used goes last; eviction takes from the front.
      entries.delete(key);
      entries.set(key, hit);
      return answer(c, hit);
    }
    const flightKey = `${current}\n${key}`;
    const pending = inFlight.get(flightKey);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared) return answer(c, shared);
      return next();
    }
    let settle!: (entry: Entry | null) => void;
    inFlight.set(
      flightKey,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    let entry: Entry | null = null;
    try {
      await next();
      if (c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
      entry = toEntry(current, new Uint8Array(await c.res.arrayBuffer()), c.res.headers, key);
      store(key, entry);
      c.res = undefined; // replace the answer instead of merging the old headers into it
      c.res = answer(c, entry);
    } finally {
      inFlight.delete(flightKey);
      settle(entry);
    }
  };
}

function cacheKey(c: Context): string {
  const url = c.req.url;
  return `${c.req.method} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))} ${requestLanguage(c)}`;
}

function toEntry(version: string, body: Uint8Array<ArrayBuffer>, source: Headers, key: string): Entry {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {};
  for (const [name, value] of source) headers[name] = value;
  const cacheControl = headers['cache-control'];
  if (!cacheControl || cacheControl === APP_DEFAULT_CACHE_CONTROL) {
    headers['cache-control'] = CONTENT_CACHE_CONTROL;
  }
  headers.etag = etag;
  headers['content-length'] = String(body.byteLength);
  const { 'content-length': _, 'content-type': __, ...notModifiedHeaders } = headers;
  return {
    version,
    body,
    etag,
    headers,
    notModifiedHeaders,
    size: body.byteLength + key.length * 2 + ENTRY_OVERHEAD,
  };
}

function answer(c: Context, entry: Entry): Response {
  if (matchesEtag(c.req.header('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers: entry.notModifiedHeaders });
  }
  return new Response(entry.body, { status: 200, headers: entry.headers });
}

/** If-None-Match is a list of (possibly weak) tags or `*`; weak comparison is the rule for it. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
