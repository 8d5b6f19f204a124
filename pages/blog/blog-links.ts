import { BLOG_SOURCE_MAX, DEFAULT_BLOG_SOURCE, SEARCH_QUERY_MAX } from '@sellwise/api/contract/content-rules';
import { ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { HrefBuilder } from '../types';

/**
 * The blog's addresses and spec rule 3 (navigation, §2): blog navigation without a `source` query keeps
 * the previous route's `source`. The rule is written once, here (`carryBlogSource`); every link a blog
 * page renders goes through `blogHrefBuilder`, so `source=app` persists across the blog.
 */

/** The blog's own channel (`source`) of a request, or the default ('pc'). */
export function blogSourceOf(query: URLSearchParams): string {
  // The API accepts at most 16 characters; anything longer is not a channel we know.
  const source = query.get('source')?.trim() ?? '';
  return source && source.length <= BLOG_SOURCE_MAX ? source : DEFAULT_BLOG_SOURCE;
}

/** A blog address (with or without its leading slash). */
export const isBlogPath = (path: string) => /^\/?blog\//.test(path);

/**
 * Rule 3: a blog address (path, optional query and fragment) without `source` gets the current one when
 * it is not the default. Other addresses, and blog addresses that name their own `source`, are unchanged.
 */
export function carryBlogSource(target: string, source: string | null | undefined): string {
  if (!source || source === DEFAULT_BLOG_SOURCE) return target;
  const hashAt = target.indexOf('#');
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!isBlogPath(path)) return target;
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  if (query.has('source')) return target;
  query.set('source', source);
  return `${path}?${query}${hash}`;
}

/** The page's `href` builder with rule 3 applied to blog addresses. */
export function blogHrefBuilder(href: HrefBuilder, source: string): HrefBuilder {
  return (path, query) => {
    const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
    return href(carryBlogSource(`${path}${search}`, source));
  };
}

export const BLOG_INDEX_PATH = ROOT_PAGE_PATHS.blogIndex;
export const BLOG_SEARCH_PATH = ROOT_PAGE_PATHS.blogSearch;

/** The canonical address of an article: its id and its slug (the route's `:title`). */
export function blogArticlePath(id: number, slug: string): string {
  return `/blog/articleDetails/${id}/${encodeURIComponent(slug)}.htm`;
}

/** An article's short address (no slug): it answers 301 to the canonical one. */
export function blogArticleIdPath(id: number): string {
  return `/blog/articleDetails/${id}.htm`;
}

/** The canonical address of a topic: its id and its slug (the route's `:topics`). */
export function blogTopicPath(id: number, slug: string): string {
  return `/blog/topicsContent/${id}/${encodeURIComponent(slug)}.htm`;
}

/** The Atom feed of one language (served by the site). */
export function blogFeedPath(lang: string): string {
  return `/blog/feed.xml?lang=${encodeURIComponent(lang)}`;
}

/** A positive id from a path segment, or undefined (`abc`, `0`, `-1`, `1e3`, absurdly long). */
export function parseBlogId(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9]\d{0,8}$/.test(segment)) return undefined;
  return Number(segment);
}

/** `?page=N` as the API accepts it (1…1000); anything else is page 1. */
export function parsePageNumber(query: URLSearchParams): number {
  const raw = query.get('page') ?? '';
  if (!/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), 1000);
}

/** The request's query as a `?…` suffix (empty when none), e.g. to keep it across a redirect. */
export function querySuffix(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The longest search text the API accepts (its schema's maximum). */
export const BLOG_SEARCH_MAX = SEARCH_QUERY_MAX;

/**
 * The search text as the API accepts it: trimmed and cut to its maximum (a 1,000-character address is a
 * shorter search, never an error), without splitting a character made of two UTF-16 units.
 */
export function blogSearchText(raw: string | null | undefined): { text: string; truncated: boolean } {
  const trimmed = (raw ?? '').trim();
  if (trimmed.length <= BLOG_SEARCH_MAX) return { text: trimmed, truncated: false };
  let cut = trimmed.slice(0, BLOG_SEARCH_MAX);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: cut.trim(), truncated: true };
}
