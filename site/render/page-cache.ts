/**
 * Rendered pages kept between requests. A server-rendered page is a pure function of its state JSON
 * (language, device, path and query, page, layout, params, loader data, public config) plus the answer's
 * status, the site origin and the build's assets: the key is a hash of exactly these. The HTML is kept
 * with a per-process nonce stand-in, split at it, and each answer joins the parts with its own nonce.
 * Never kept: an answer that knows the visitor (an account, a session or log-in cookie), a 503 (a
 * passing API failure), and pages that render the clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LOGIN_TOKEN_COOKIE, SESSION_COOKIE } from '@sellwise/api/contract/auth';
import { parseCookies } from '../intl/cookies';
import { LruCache } from '../server/render-cache';

/** Caps: a page is 30–100 KB, so at most ~32 MB whatever the traffic (query variants, random paths). */
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Pages show the year and the loader's data: a kept page is at most this old. */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;

/**
 * The page split at the nonce stand-in, as bytes and as raw deflate segments (each ends in a sync flush,
 * byte-aligned and self-contained), so a gzip answer is those segments with the nonce in stored blocks
 * between them: no compression per request. `bytes`: both, in memory.
 */
export type KeptPage = { parts: readonly Buffer[]; deflated: readonly Buffer[]; bytes: number };
export const pageCache = new LruCache<KeptPage>({
  maxEntries: PAGE_CACHE_MAX_ENTRIES,
  maxBytes: PAGE_CACHE_MAX_BYTES,
  sizeOf: (page) => page.bytes,
  ttlMs: PAGE_CACHE_TTL_MS,
});

/** Unguessable, so no text a visitor puts in an address or a form can become the nonce. */
export const NONCE_STAND_IN = `sw${randomBytes(12).toString('hex')}`;
const MESSAGES_STAND_IN = `sw${randomBytes(12).toString('hex')}`;

/** Pages whose HTML changes with the time of the request (training slots) or the signed-in account. */
const LIVE_PAGES = new Set(['train', 'dashboard']);

/** Whether this answer may be kept for other requests. */
export function mayKeep({
  page,
  status,
  account,
  cookie,
}: {
  page: string;
  status: number;
  account?: string;
  cookie: string | null;
}): boolean {
  if (status === 503 || account || LIVE_PAGES.has(page)) return false;
  return !knowsVisitor(cookie);
}

/** Whether the request names a visitor (a session or a log-in cookie): its pages are its own. */
export function knowsVisitor(cookie: string | null | undefined): boolean {
  if (!cookie) return false;
  const cookies = parseCookies(cookie);
  return Boolean(cookies[SESSION_COOKIE] || cookies[LOGIN_TOKEN_COOKIE]);
}

/**
 * The state JSON (script-safe) with the page's messages spliced in as the JSON string built once per
 * language and namespaces, instead of serialising the same catalogue on every request.
 */
export function stateJson(
  state: { messages: unknown },
  messagesJson: string,
  safeJson: (value: unknown) => string,
): string {
  const json = safeJson({ ...state, messages: MESSAGES_STAND_IN });
  // Inside a JSON string every quote is escaped: the unescaped `"messages":"…"` is the property itself.
  return json.replace(`"messages":"${MESSAGES_STAND_IN}"`, () => `"messages":${messagesJson}`);
}

export function pageCacheKey(...inputs: (string | number)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input}\u0000`);
  return hash.digest('base64');
}

/** Splits a page rendered with NONCE_STAND_IN into the bytes around it, plain and deflated. */
export function keepPage(html: string): KeptPage {
  const parts = html.split(NONCE_STAND_IN).map((part) => Buffer.from(part));
  // Nothing for an empty part: zlib ends an empty input with a final block, which would end the stream.
  const deflated = parts.map((part) =>
    part.length ? deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
  );
  const bytes = [...parts, ...deflated].reduce((sum, b) => sum + b.length, 0);
  return { parts, deflated, bytes };
}

/** A kept page with this answer's nonce. */
export function pageBody(page: KeptPage, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const list: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) list.push(nonceBytes);
    list.push(part);
  });
  return Buffer.concat(list);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty stored block with BFINAL set: the end of the deflate stream.
const DEFLATE_END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The same page gzip-encoded (RFC 1952): the deflated segments, the nonce stored uncompressed between them. */
export function pageGzip(page: KeptPage, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const len = nonceBytes.length;
  // A stored block (RFC 1951 §3.2.4): header byte (not final, type 00; the stream is byte-aligned after
  // a sync flush), LEN and its complement, then the bytes.
  const stored = Buffer.concat([
    Buffer.from([0, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]),
    nonceBytes,
  ]);
  const list: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      list.push(stored);
      crc = crc32(nonceBytes, crc);
      size += len;
    }
    list.push(page.deflated[i] as Buffer);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  list.push(DEFLATE_END, trailer);
  return Buffer.concat(list);
}

/** Whether the request takes gzip (named with a q above 0, or `*`). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let any = false;
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip') return weight > 0;
    if (name === '*') any = weight > 0;
  }
  return any;
}
