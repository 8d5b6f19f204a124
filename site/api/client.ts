/**
 * The site's one HTTP client (spec §7): a ky instance on the runtime base URL whose result is the
 * response body, or `{}` when there is none; the locale header wrapper; and `call(route, input)` for any
 * entry of the contract's route table, its answer parsed with the entry's schema. Failures come back
 * as typed answers (code ≠ 0) for the page to translate.
 */
import {
  type ApiAnswer,
  type ApiFailure,
  type ApiRoute,
  buildPath,
  CLIENT_ERRORS,
  ERROR_BY_CODE,
  ERRORS,
  errorDataSchema,
  type Language,
  type RouteInput,
} from '@sellwise/api/contract';
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { LOCALE_COOKIE, parseCookies } from '../intl/cookies';

/** Spec §7: the locale, language and i18n_redirected headers, only when the cookie lacks the locale. */
export function localeHeaders(lang: Language, cookieHeader: string | undefined): Record<string, string> {
  const holdsLocale = parseCookies(cookieHeader)[LOCALE_COOKIE] === lang;
  return holdsLocale ? {} : { locale: lang, language: lang, i18n_redirected: lang };
}

/** The cookies the request goes with: the forwarded header on the server, the page's own in the browser. */
function requestCookies(forwarded: string | undefined): string | undefined {
  if (forwarded !== undefined || typeof document === 'undefined') return forwarded;
  return document.cookie;
}

export type ApiClientOptions = {
  /** Runtime API base URL ('' = same origin). */
  baseUrl: string;
  lang: Language;
  /** The visitor's Cookie header on the server (forwarded); the browser sends its own cookies. */
  cookie?: string;
  /** In-process API on the server (`app.fetch`), the network in the browser. */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** An entry the client can call: one that answers in the envelope. */
export type CallableRoute = ApiRoute & { envelope?: undefined };
type CallArgs<R extends ApiRoute> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is "nothing required" here
  {} extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];
export type CallAnswer<R extends ApiRoute> = ApiAnswer<z.output<R['response']>>;

const { NETWORK, BAD_RESPONSE } = CLIENT_ERRORS;
const networkError: ApiFailure = { ...NETWORK, data: null };
const badResponse: ApiFailure = { ...BAD_RESPONSE, data: null };

export class ApiClient {
  readonly http: KyInstance;
  constructor(readonly options: ApiClientOptions) {
    const base = options.baseUrl.replace(/\/$/, '');
    this.http = ky.create({
      // ky's prefixUrl needs an absolute or root-relative base; the paths below start without a slash.
      prefixUrl: base || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
      retry: 0,
      throwHttpErrors: false,
      timeout: options.timeoutMs ?? 15_000,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      // Decided per request: the browser's locale cookie may change after the client was made.
      hooks: {
        beforeRequest: [
          (request) => {
            const headers = localeHeaders(options.lang, requestCookies(options.cookie));
            for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
          },
        ],
      },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  /** The response body, or `{}` when there is none (spec §7). */
  async raw(
    method: 'get' | 'post',
    path: string,
    init: { searchParams?: object; json?: unknown; form?: object } = {},
  ): Promise<unknown> {
    const response = await this.http(path.replace(/^\//, ''), {
      method,
      ...(init.searchParams ? { searchParams: toParams(init.searchParams) } : {}),
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.form ? { body: toParams(init.form) } : {}),
    });
    const text = await response.text();
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      return {};
    }
  }

  /** Calls a route table entry: the path from its params, the body in its encoding, the answer parsed. */
  async call<R extends CallableRoute>(route: R, ...[input]: CallArgs<R>): Promise<CallAnswer<R>> {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: object };
    let answer: unknown;
    try {
      answer = await this.raw(route.method, buildPath(route.path, params as Record<string, unknown>), {
        searchParams: query,
        ...(body === undefined ? {} : route.encoding === 'form' ? { form: body } : { json: body }),
      });
    } catch {
      return networkError;
    }
    const envelope = answer as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof envelope.code !== 'number') return badResponse;
    if (envelope.code !== 0) return failure(envelope.code, envelope.data);
    const parsed = route.response.safeParse(envelope.data);
    if (!parsed.success) return badResponse;
    const data = parsed.data as z.output<R['response']>;
    return { code: 0, msg: typeof envelope.msg === 'string' ? envelope.msg : 'ok', data };
  }

  /** A file entry's body as its schema reads it, or undefined for no answer, a refusal or another body. */
  async file<R extends FileRoute>(
    route: R,
    ...[input]: CallArgs<R>
  ): Promise<z.output<R['response']> | undefined> {
    const { params, query } = (input ?? {}) as { params?: object; query?: object };
    try {
      const response = await this.http(
        buildPath(route.path, params as Record<string, unknown>).replace(/^\//, ''),
        { method: route.method, ...(query ? { searchParams: toParams(query) } : {}) },
      );
      if (!response.ok) return undefined;
      const parsed = route.response.safeParse(await response.text());
      return parsed.success ? (parsed.data as z.output<R['response']>) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** An entry answered with the file itself, not in the envelope (a cover picture). */
export type FileRoute = ApiRoute & { envelope: false };

/** An API error as the contract names it; a code this client does not know reads as INTERNAL. */
function failure(code: number, data: unknown): ApiFailure {
  const { code: known, msg } = ERRORS[ERROR_BY_CODE.get(code) ?? 'INTERNAL'];
  const extra = errorDataSchema.safeParse(data ?? null);
  return { code: known, msg, data: extra.success ? extra.data : null } as ApiFailure;
}

function toParams(values: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}
