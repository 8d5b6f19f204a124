import { isLanguage, type Language } from '@sellwise/api/contract/languages';

/** Spec §4, §9: the language choice lives in two cookies, 365 days, path /, SameSite=Lax. */
export const LANG_COOKIE = 'language';
export const LOCALE_COOKIE = 'locale';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** The Set-Cookie values (server) or document.cookie assignments (browser) that store a language. */
export function languageCookies(lang: Language, { secure = false }: { secure?: boolean } = {}): string[] {
  const attributes = `Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${LANG_COOKIE}=${lang}; ${attributes}`, `${LOCALE_COOKIE}=${lang}; ${attributes}`];
}

/** The stored language, if the cookies hold a valid one. */
export function cookieLang(cookies: Record<string, string | undefined>): Language | undefined {
  const value = cookies[LANG_COOKIE];
  return isLanguage(value) ? value : undefined;
}
