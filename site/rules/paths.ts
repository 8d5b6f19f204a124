import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';

// Pages that never carry a language segment: the contract's root pages, and every page of the blog
// (rule 2 strips its segment) and of the signed-in application.
const WITHOUT_LANG = /^(?:blog|web)(?:\/|$)/;
// Pages with no phone twin (one responsive page for every device): those two and the help centre.
// The server answers their `/m` addresses with a 301 to this one (site/routes.ts desktopOnlyAddress).
const DESKTOP_ONLY = /^(?:blog|web|leftCat|detailPage)(?:\/|$)/;
const ROOT_PAGES = new Set(Object.values(ROOT_PAGE_PATHS).map((path) => parsePath(path).rest));
const unprefixed = (rest: string) => ROOT_PAGES.has(rest) || WITHOUT_LANG.test(rest);

export type PathParts = { mobile: boolean; lang?: Language; rest: string; suffix: string };

/** Splits `/m/th/goods/price.htm?x=1` into { mobile, lang, rest: 'goods/price.htm', suffix: '?x=1' }. */
export function parsePath(input: string): PathParts {
  const cut = input.search(/[?#]/);
  const pathname = cut === -1 ? input : input.slice(0, cut);
  const suffix = cut === -1 ? '' : input.slice(cut);
  const segments = pathname.split('/').filter(Boolean);
  let mobile = false;
  if (segments[0] === 'm') {
    mobile = true;
    segments.shift();
  }
  let lang: Language | undefined;
  if (isLanguage(segments[0])) lang = segments.shift() as Language;
  return { mobile, lang, rest: segments.join('/'), suffix };
}

export type LocalePathOptions = {
  lang: Language;
  mobile: boolean;
  /** Opt out of the language segment (spec: "unless the caller opts out"). */
  withLang?: boolean;
};

/**
 * The spec's path conventions: a root path becomes the index page (.htm); a path starts with a slash;
 * the language segment is prefixed (or an existing one replaced) unless opted out or the page has none;
 * on mobile `/m` is added, on desktop it is removed.
 */
export function localePath(input: string, { lang, mobile, withLang = true }: LocalePathOptions): string {
  const { rest: parsedRest, suffix } = parsePath(input);
  const rest = parsedRest === '' ? LANG_PAGE_PATHS.home : parsedRest;
  const segments: string[] = [];
  if (mobile && !DESKTOP_ONLY.test(rest)) segments.push('m');
  if (withLang && !unprefixed(rest)) segments.push(lang);
  segments.push(rest);
  return `/${segments.join('/')}${suffix}`;
}

/** The language switch: the same page in another language. */
export function switchLanguagePath(current: string, lang: Language): string {
  const { mobile, lang: had } = parsePath(current);
  return localePath(current, { lang, mobile, withLang: had !== undefined || parsePath(current).rest === '' });
}

/** The twin of a page on the other device (phone ↔ desktop), keeping language and query. */
export function devicePath(current: string, mobile: boolean): string {
  const { lang } = parsePath(current);
  return localePath(current, { lang: lang ?? DEFAULT_LANGUAGE, mobile, withLang: lang !== undefined });
}
