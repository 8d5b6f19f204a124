/**
 * The blog's and help centre's plain facts, without zod, so that browser code can import them by subpath
 * (`@sellwise/api/contract/content-rules`); the schemas in blog.ts, help.ts and search.ts are built on them.
 */

/** Spec §9: the blog's `source` query when a visit names none. */
export const DEFAULT_BLOG_SOURCE = 'pc';
/** The longest `source` value the blog calls take. */
export const BLOG_SOURCE_MAX = 16;
/** The longest search text (blog `content`, help `k`, unified search `k`), in UTF-16 units. */
export const SEARCH_QUERY_MAX = 100;

/** Help articles: type 1 = article, 2 = video; status 1 = published. */
export const HELP_TYPE = { article: 1, video: 2 } as const;
export const HELP_STATUS = { published: 1 } as const;
