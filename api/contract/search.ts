import { z } from 'zod';
import { blogSearchHit } from './blog.ts';
import { SEARCH_QUERY_MAX } from './content-rules.ts';
import { helpSearchHit } from './help.ts';
import { languageSchema } from './language-schema.ts';

/** The unified search (`searchAll`): help and blog of one language, and the best hits of the others. */
export const searchAllQuery = z.object({
  k: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/**
 * A hit in another language than the page's: shown as "also in ไทย" when the page's language has none
 * or few results for the query (an English product name only English articles contain, a Thai query on
 * the English site).
 */
export const searchElsewhereHit = z.discriminatedUnion('kind', [
  z.object({ lang: languageSchema, kind: z.literal('help'), hit: helpSearchHit }),
  z.object({ lang: languageSchema, kind: z.literal('blog'), hit: blogSearchHit }),
]);
export const searchAllResponse = z.object({
  /** Best first, at most `limit`. */
  help: z.array(helpSearchHit),
  blog: z.array(blogSearchHit),
  /** Empty unless the page's language has fewer than SEARCH_ELSEWHERE_BELOW results; at most `limit`. */
  elsewhere: z.array(searchElsewhereHit),
});
/** Other languages are searched when the page's language has fewer results (help + blog) than this. */
export const SEARCH_ELSEWHERE_BELOW = 3;

export type SearchAllResponse = z.infer<typeof searchAllResponse>;
export type SearchElsewhereHit = z.infer<typeof searchElsewhereHit>;

/**
 * Everything published, with the languages each item really has a translation in: what the sitemap
 * (hreflang only to translations that exist) and the feeds are built from.
 */
export const contentVersionResponse = z.object({ version: z.string() });

export const contentIndexResponse = z.object({
  blog: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      topicId: z.number(),
      publishedAt: z.string(),
      updatedAt: z.string().optional(),
      langs: z.array(languageSchema),
      titles: z.partialRecord(languageSchema, z.string()),
      summaries: z.partialRecord(languageSchema, z.string()),
    }),
  ),
  topics: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      names: z.partialRecord(languageSchema, z.string()),
      /** The languages in which the topic has at least one article. */
      langs: z.array(languageSchema),
    }),
  ),
  help: z.array(
    z.object({
      id: z.number(),
      categoryId: z.number(),
      /** HELP_TYPE (help.ts) */
      type: z.number(),
      /** Always HELP_STATUS.published: drafts are not listed. */
      status: z.number(),
      commonErrorCategoryId: z.number().nullable(),
      updatedAt: z.string(),
      langs: z.array(languageSchema),
    }),
  ),
  helpCategories: z.array(
    z.object({
      id: z.number(),
      parentId: z.number().nullable(),
      /** The languages in which the category (or a category under it) has a published article. */
      langs: z.array(languageSchema),
    }),
  ),
});
export type ContentIndexResponse = z.infer<typeof contentIndexResponse>;
