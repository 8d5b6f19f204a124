/** Navigation rules 1, 2 and 4 (spec §2), applied by the server to a request before any page runs. */
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

/**
 * Rule 4: any `undefined` segment is a broken link (a template filled with a missing value): the 404 page.
 * A page name counts too: `/blog/topicsContent/1/undefined.htm` is as broken as `/th/undefined/index.htm`.
 */
export function hasUndefinedSegment(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '').split('/').some((segment) => UNDEFINED_SEGMENT.test(segment));
}
const UNDEFINED_SEGMENT = /^undefined(\.html?)?$/i;

// Rule 5 (leaving a help detail page for a category reloads the page) holds by itself: help links are
// plain links, so the browser loads /{lang}/leftCat/… in full.
