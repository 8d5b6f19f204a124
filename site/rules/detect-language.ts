import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromAcceptLanguage,
  toLanguage,
} from '@sellwise/api/contract/languages';

export type LanguageSignals = {
  /** The request path, e.g. `/th/index.htm` or `/m/vi/login.htm`. */
  path: string;
  /** Query parameters (`source`, `lang`). */
  query?: URLSearchParams | Record<string, string | undefined>;
  /** The stored language setting (the language cookie the site writes). */
  langCookie?: string;
  /** The locale cookie. */
  localeCookie?: string;
  /** Accept-Language header on the server, navigator.languages in the browser. */
  browserLanguages?: string | readonly string[];
};

// In the seller application's inventory in/out list, `in` means "stock in", not Indonesian.
const INVENTORY_IN_OUT = /\/inventory\/inout\/list\/in(\/|$)/;

function param(query: LanguageSignals['query'], name: string): string | undefined {
  if (!query) return undefined;
  return query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
}

/** The language segment of a path, unless the path is the inventory in/out list. */
export function langFromPath(path: string): Language | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (INVENTORY_IN_OUT.test(pathname)) return undefined;
  return pathname.split('/').find(isLanguage);
}

/**
 * The interface language (spec §2, "Language detection"), first match wins:
 * 1. a language segment in the path (skipped for the inventory in/out list);
 * 2. `source=app`: the `lang` query parameter, else the locale cookie, mapped to a site language, else en_US;
 * 3. the stored language setting (language cookie);
 * 4. with no language cookie: the locale cookie, then the browser language;
 * 5. en_US.
 */
export function detectLanguage(signals: LanguageSignals): Language {
  const fromPath = langFromPath(signals.path);
  if (fromPath) return fromPath;
  if (param(signals.query, 'source') === 'app') {
    return toLanguage(param(signals.query, 'lang') ?? signals.localeCookie) ?? DEFAULT_LANGUAGE;
  }
  if (isLanguage(signals.langCookie)) return signals.langCookie;
  return (
    toLanguage(signals.localeCookie) ??
    languageFromAcceptLanguage(signals.browserLanguages) ??
    DEFAULT_LANGUAGE
  );
}
