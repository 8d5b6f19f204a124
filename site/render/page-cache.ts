/**
 * Rendered pages kept between requests. A server-rendered page is a pure function of its state JSON
 * (language, device, path and query, page, layout, params, loader data, public config) plus the answer's
 * status, the site origin and the build's assets: the key is a hash of exactly these. The HTML is kept
 * with a per-process nonce stand-in, split at it, and each answer joins the parts with its own nonce.
 * Never kept: an answer that knows the visitor (an account, a session or log-in cookie), a 503 (a
 * passing API failure), and pages that render the clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_TOKEN_COOKIE, SESSION_COOKIE } from '@sellwise/api/contract/auth';
import { parseCookies } from '../intl/cookies';
import { LruCache } from '../server/render-cache';

/** Caps: a page is 30–100 KB, so at most ~32 MB whatever the traffic (query variants, random paths). */
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Pages show the year and the loader's data: a kept page is at most this old. */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;

/** The page split at the nonce stand-in; `bytes`: its size in memory (strings of two-byte text count double). */
export type KeptPage = { parts: readonly string[]; bytes: number };

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
  if (!cookie) return true;
  const cookies = parseCookies(cookie);
  return !cookies[SESSION_COOKIE] && !cookies[LOGIN_TOKEN_COOKIE];
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

/** Splits a page rendered with NONCE_STAND_IN into the text around it. */
export function keepPage(html: string): KeptPage {
  // One flat copy (not slices of the whole page), so a kept page holds only its own text.
  const parts = html.split(NONCE_STAND_IN).map((part) => Buffer.from(part).toString());
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Latin-1 test
  const wide = /[^\u0000-\u00ff]/.test(html);
  return { parts, bytes: html.length * (wide ? 2 : 1) };
}

/** A kept page with this answer's nonce. */
export function pageHtml(page: KeptPage, nonce: string): string {
  return page.parts.join(nonce);
}
