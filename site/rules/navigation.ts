import {
  DASHBOARD_PATH,
  isLanguage,
  LANG_PAGE_PATHS,
  type Language,
  LOGIN_TOKEN_COOKIE,
  ROOT_PAGE_PATHS,
} from '@sellwise/api/contract';
import { parsePath } from './paths';

// Spec §4: logged in = the login token cookie is present; the API sets it with the session.
export { LOGIN_TOKEN_COOKIE };

export const ERRORS = {
  external: 'Navigating to an external URL is not allowed by default',
  protocol: 'Cannot navigate to a URL with that protocol',
} as const;

/** Rule 1: the login page with a login token goes to the dashboard. */
export function loginRedirect(path: string, cookies: Record<string, string | undefined>): string | undefined {
  const { rest } = parsePath(path);
  return rest === LANG_PAGE_PATHS.login && cookies[LOGIN_TOKEN_COOKIE] ? DASHBOARD_PATH : undefined;
}

/** Rule 2: `/blog/{lang}/…` sets the language and redirects to the same address without the segment. */
export function blogLanguageRedirect(url: string): { lang: Language; location: string } | undefined {
  const match = /^\/blog\/([^/?#]+)(\/[^?#]*)?([?#].*)?$/.exec(url);
  if (!match || !isLanguage(match[1])) return undefined;
  const page = match[2] && match[2] !== '/' ? `/blog${match[2]}` : ROOT_PAGE_PATHS.blogIndex;
  return { lang: match[1], location: `${page}${match[3] ?? ''}` };
}

// Rule 3 (blog links keep `source`) is applied where blog links are made: pages/blog/blog-links.ts.

/** Rule 4: any `undefined` segment is a broken link: the 404 page. */
export function hasUndefinedSegment(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '').split('/').includes('undefined');
}

/**
 * Rule 5: leaving a help detail page for a category path reloads the whole page at
 * /{lang}/leftCat/start or /{lang}/leftCat/{status}_{cid}.
 */
export function helpCategoryReload(from: string, to: string, lang: Language): string | undefined {
  if (!parsePath(from).rest.startsWith('detailPage/')) return undefined;
  const { rest } = parsePath(to);
  if (!rest.startsWith('leftCat/')) return undefined;
  const target = rest.slice('leftCat/'.length);
  const category = /^(\d+)_(\d+)$/.exec(target);
  return category ? `/${lang}/leftCat/${category[1]}_${category[2]}` : `/${lang}/${LANG_PAGE_PATHS.helpHome}`;
}

const SCRIPT_PROTOCOLS = /^(javascript|vbscript|data|blob|file):/i;

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Rules 6 and 7: classifies a navigation target. External URLs need `allowExternal` (then the browser
 * navigates fully); script-like protocols are always refused.
 */
export function resolveNavigation(
  target: string,
  currentOrigin: string,
  allowExternal = false,
): NavigationTarget {
  // Browsers ignore tabs, newlines and other control characters inside a scheme (`java\tscript:`).
  const trimmed = [...target].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  if (SCRIPT_PROTOCOLS.test(trimmed)) throw new Error(ERRORS.protocol);
  const url = new URL(target, currentOrigin);
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(ERRORS.protocol);
  if (url.origin === new URL(currentOrigin).origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!allowExternal) throw new Error(ERRORS.external);
  return { kind: 'external', url: url.href };
}

/** A same-site return target for `?redirect=` (log-in), or undefined when it would leave the site. */
export function safeRedirect(target: string | null | undefined, currentOrigin: string): string | undefined {
  if (!target) return undefined;
  try {
    const resolved = resolveNavigation(target, currentOrigin, false);
    // `/.//evil.example` resolves to `//evil.example`, which a browser reads as another host.
    return resolved.kind === 'internal' && !resolved.path.startsWith('//') ? resolved.path : undefined;
  } catch {
    return undefined;
  }
}

// A servlet-style session id in the path (`;jsessionid=…`), left by old links and crawlers.
const SESSION_MARKER = /;jsessionid=[^/?#]*/gi;

/**
 * Rule 8, the error screen: a URL with the session-id marker is cleaned and retried; anything else goes
 * to the 404 page and the error is raised as fatal.
 */
export function errorScreenAction(failingUrl: string, lang: Language): { redirect: string; fatal: boolean } {
  if (/;jsessionid=/i.test(failingUrl)) {
    return { redirect: failingUrl.replace(SESSION_MARKER, ''), fatal: false };
  }
  return { redirect: `/${lang}/${LANG_PAGE_PATHS.notFound}`, fatal: true };
}

/** The 404 message (spec §8). */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}
