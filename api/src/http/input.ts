import type { Context } from 'hono';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/index.ts';
import { ApiError } from './errors.ts';

const LANGUAGE_FIELDS = new Set(['lang', 'contentLang', 'language', 'agreementLanguage']);

/** Validates with the contract; a bad language gets its own code, everything else VALIDATION with the paths. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
  if (hasNul(input)) throw new ApiError('VALIDATION', { issues: [{ path: '', message: 'NUL character' }] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  if (result.error.issues.some((i) => LANGUAGE_FIELDS.has(String(i.path[0])))) {
    throw new ApiError('UNKNOWN_LANGUAGE', { issues });
  }
  throw new ApiError('VALIDATION', { issues });
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

const LONE_SURROGATE = /\p{Cs}/u;
/** Deeper than any event a client sends; PostgreSQL refuses jsonb nested past its stack. */
const JSON_DEPTH_MAX = 64;

/**
 * Whether PostgreSQL can store the value as jsonb: no NUL and no lone surrogate (half an emoji) in any
 * key or string, nested at most JSON_DEPTH_MAX deep. Iterative, so no input is too deep to check.
 */
export function storableJson(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000') || LONE_SURROGATE.test(v)) return false;
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= JSON_DEPTH_MAX) return false;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000') || LONE_SURROGATE.test(k)) return false;
        stack.push([child, depth + 1]);
      }
    }
  }
  return true;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query());
}

/** JSON and form-encoded bodies are both accepted; an empty body is an empty object. */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    let body: Awaited<ReturnType<Context['req']['parseBody']>>;
    try {
      body = await c.req.parseBody();
    } catch {
      // A multipart body without its boundary, or cut short: unreadable input, not a server fault.
      throw new ApiError('MALFORMED_JSON');
    }
    return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'));
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type !== '' && type !== 'application/json' && type !== 'text/plain' && !type.endsWith('+json')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('MALFORMED_JSON');
  }
}

const HEADER_LANGUAGES = ['language', 'locale', 'i18n_redirected'];
// Built once: this runs for every content call, cached or not (the language is part of the cache key).
const COOKIE_LANGUAGES = HEADER_LANGUAGES.map((name) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));

/** The visitor's language when a call carries none: the site's headers, then its cookies, then the default. */
export function requestLanguage(c: Context, explicit?: Language): Language {
  if (explicit) return explicit;
  for (const name of HEADER_LANGUAGES) {
    const value = c.req.header(name)?.replace('-', '_');
    if (isLanguage(value)) return value;
  }
  const cookie = c.req.header('cookie');
  if (!cookie) return DEFAULT_LANGUAGE;
  for (const pattern of COOKIE_LANGUAGES) {
    const value = pattern.exec(cookie)?.[1]?.replace('-', '_');
    if (isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}
