/**
 * The site's six languages (spec §1, §9) and every form they take: the code used in URLs, cookies,
 * content/ and locales/ file names; the BCP 47 tag for `<html lang>`, hreflang and Intl; the name in the
 * language's own script for the language switcher; and the aliases apps, cookies and browsers send.
 * The one place these facts are written: api, site, pages and stories import them from here. No zod here
 * (the request field is language-schema.ts): a page that only lists languages loads no validation code.
 */
export const LANGUAGES = ['en_US', 'in', 'th', 'vi', 'zh_CN', 'ms_MY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `<html lang>`, hreflang and Intl locale of each language (BCP 47). */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en_US: 'en-US',
  in: 'id',
  th: 'th',
  vi: 'vi',
  zh_CN: 'zh-CN',
  ms_MY: 'ms-MY',
};

/** Each language's own name, for the language switcher. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en_US: 'English',
  in: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  zh_CN: '简体中文',
  ms_MY: 'Bahasa Melayu',
};

// The spec maps en-US, en_US, zh-CN, zh_CN, in, id, vi and th; Malay forms are added because ms_MY is
// a site language too and a Malaysian app or browser would otherwise land in English.
const ALIASES: Readonly<Record<string, Language>> = {
  'en-us': 'en_US',
  en_us: 'en_US',
  en: 'en_US',
  'zh-cn': 'zh_CN',
  zh_cn: 'zh_CN',
  'zh-hans': 'zh_CN',
  zh: 'zh_CN',
  in: 'in',
  id: 'in',
  'id-id': 'in',
  vi: 'vi',
  'vi-vn': 'vi',
  th: 'th',
  'th-th': 'th',
  ms_my: 'ms_MY',
  'ms-my': 'ms_MY',
  ms: 'ms_MY',
};

/** Maps a locale string from a cookie, an app or a browser to a site language, or undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  // Own keys only: a cookie value like "__proto__" must not reach Object.prototype.
  const lookup = (k: string) => (Object.hasOwn(ALIASES, k) ? ALIASES[k] : undefined);
  return lookup(key) ?? lookup(key.split(/[-_]/)[0] ?? '');
}

/** First supported language of an Accept-Language header or navigator.languages, by quality. */
export function languageFromAcceptLanguage(
  header: string | readonly string[] | null | undefined,
): Language | undefined {
  if (!header) return undefined;
  const entries = typeof header === 'string' ? header.split(',') : header;
  const ranked = entries
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return undefined;
}
