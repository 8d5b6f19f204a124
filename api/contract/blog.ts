import { z } from 'zod';
import { BLOG_SOURCE_MAX, DEFAULT_BLOG_SOURCE, SEARCH_QUERY_MAX } from './content-rules.ts';
import { pageSchema, pageSizeSchema } from './fields.ts';
import { languageSchema } from './language-schema.ts';

export { DEFAULT_BLOG_SOURCE } from './content-rules.ts';

/** Blog calls: lang is the interface language, contentLang the articles' language (defaults to lang). */
const common = {
  lang: languageSchema.optional(),
  contentLang: languageSchema.optional(),
  source: z.string().trim().max(BLOG_SOURCE_MAX).default(DEFAULT_BLOG_SOURCE),
};
export const blogBannerQuery = z.object({ lang: languageSchema.optional() });
export const blogIndexQuery = z.object(common);
export const blogTopicQuery = z.object({
  ...common,
  topicsId: z.coerce.number().int().positive(),
  topicsName: z.string().max(120).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const blogMoreQuery = z.object({
  ...common,
  topicsId: z.coerce.number().int().positive().optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const blogDetailQuery = z.object({
  ...common,
  blogId: z.coerce.number().int().positive(),
});
export const blogSearchQuery = z.object({
  ...common,
  content: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export const blogTopic = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  articleCount: z.number(),
});
export const blogCard = z.object({
  id: z.number(),
  slug: z.string(),
  topicId: z.number(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  cover: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number(),
  tags: z.array(z.string()),
  lang: languageSchema,
});
export const blogPage = z.object({
  list: z.array(blogCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const blogIndexResponse = z.object({
  banners: z.array(blogCard),
  topics: z.array(blogTopic),
  latest: blogPage,
  byTopic: z.array(z.object({ topic: blogTopic, list: z.array(blogCard) })),
});
export const blogBannersResponse = z.object({ list: z.array(blogCard) });
export const blogTopicResponse = blogPage.extend({ topic: blogTopic });
export const blogDetailResponse = z.object({
  article: blogCard.extend({ html: z.string(), topicName: z.string() }),
  related: z.array(blogCard),
  previous: blogCard.nullable(),
  next: blogCard.nullable(),
});
/** A blog search result: the card and its marked-up texts (escaped HTML, only `<mark>` added). */
export const blogSearchHit = blogCard.extend({
  highlight: z.object({ title: z.string(), snippet: z.string() }),
});
export const blogSearchResponse = blogPage.extend({ list: z.array(blogSearchHit) });
export type BlogCard = z.infer<typeof blogCard>;
export type BlogTopic = z.infer<typeof blogTopic>;
export type BlogIndexResponse = z.infer<typeof blogIndexResponse>;
export type BlogTopicResponse = z.infer<typeof blogTopicResponse>;
export type BlogDetailResponse = z.infer<typeof blogDetailResponse>;
export type BlogSearchResponse = z.infer<typeof blogSearchResponse>;
export type BlogSearchHit = z.infer<typeof blogSearchHit>;
export type BlogPage = z.infer<typeof blogPage>;
