import { isLang, type Lang } from './languages';

/** Spec §9: the mobile prefix. */
export const MOBILE_PREFIX = '/m';

// Pages that never carry a language segment: the registration follow-up (spec), the blog (rule 2
// strips its segment), the signed-in application and the app download page.
const UNPREFIXED = [/^registerNext\.htm$/, /^qrCodeDownload\.htm$/, /^blog(\/|$)/, /^web(\/|$)/];
// Pages without a mobile twin: the blog and the signed-in application.
const DESKTOP_ONLY = [/^blog(\/|$)/, /^web(\/|$)/];

export type PathParts = { mobile: boolean; lang?: Lang; rest: string; suffix: string };

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
  let lang: Lang | undefined;
  if (isLang(segments[0])) lang = segments.shift() as Lang;
  return { mobile, lang, rest: segments.join('/'), suffix };
}

export type LocalePathOptions = {
  lang: Lang;
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
  const rest = parsedRest === '' ? 'index.htm' : parsedRest;
  const segments: string[] = [];
  const desktopOnly = DESKTOP_ONLY.some((re) => re.test(rest));
  if (mobile && !desktopOnly) segments.push('m');
  if (withLang && !UNPREFIXED.some((re) => re.test(rest))) segments.push(lang);
  segments.push(rest);
  return `/${segments.join('/')}${suffix}`;
}

/** The language switch: the same page in another language. */
export function switchLanguagePath(current: string, lang: Lang): string {
  const { mobile, lang: had } = parsePath(current);
  return localePath(current, { lang, mobile, withLang: had !== undefined || parsePath(current).rest === '' });
}

/** The twin of a page on the other device (phone ↔ desktop), keeping language and query. */
export function devicePath(current: string, mobile: boolean): string {
  const { lang } = parsePath(current);
  return localePath(current, { lang: lang ?? 'en_US', mobile, withLang: lang !== undefined });
}
