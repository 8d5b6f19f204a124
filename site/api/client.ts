/**
 * The site's one HTTP client (spec §7): a ky instance on the runtime base URL whose result is the
 * response body, or `{}` when there is none; the locale header wrapper; answers parsed with the
 * shared contract. Failures come back as envelopes (code ≠ 0) for the page to translate.
 */
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import type { Lang } from '../rules/languages';

export type ApiEnvelope<T> = { code: number; msg: string; data: T };

/** Spec §7: the locale, language and i18n_redirected headers, only when the cookie lacks the locale. */
export function localeHeaders(lang: Lang, cookieHeader: string | undefined): Record<string, string> {
  const holdsLocale = (cookieHeader ?? '').split(';').some((part) => part.trim() === `locale=${lang}`);
  return holdsLocale ? {} : { locale: lang, language: lang, i18n_redirected: lang };
}

export type ApiClientOptions = {
  /** Runtime API base URL ('' = same origin). */
  baseUrl: string;
  lang: Lang;
  /** The visitor's Cookie header on the server (forwarded); the browser sends its own cookies. */
  cookie?: string;
  /** In-process API on the server (`app.fetch`), the network in the browser. */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const NETWORK_ERROR: ApiEnvelope<null> = { code: -1, msg: 'error.network', data: null };

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
        ...localeHeaders(options.lang, options.cookie),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  /** The response body, or `{}` when there is none (spec §7). */
  async raw(
    method: 'get' | 'post',
    path: string,
    init: { searchParams?: Record<string, unknown>; json?: unknown; form?: Record<string, unknown> } = {},
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

  /** Calls and parses the envelope with the contract's data schema. */
  async call<S extends z.ZodType>(
    schema: S,
    method: 'get' | 'post',
    path: string,
    init?: Parameters<ApiClient['raw']>[2],
  ): Promise<ApiEnvelope<z.infer<S> | null>> {
    let body: unknown;
    try {
      body = await this.raw(method, path, init);
    } catch {
      return NETWORK_ERROR;
    }
    const envelope = body as Partial<ApiEnvelope<unknown>>;
    if (typeof envelope.code !== 'number') return { code: -2, msg: 'error.badResponse', data: null };
    if (envelope.code !== 0)
      return {
        code: envelope.code,
        msg: envelope.msg ?? 'error.unknown',
        data: (envelope.data ?? null) as null,
      };
    const parsed = schema.safeParse(envelope.data);
    return parsed.success
      ? { code: 0, msg: envelope.msg ?? 'ok', data: parsed.data }
      : { code: -2, msg: 'error.badResponse', data: null };
  }
}

function toParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}
