import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './content-rules.ts';
import { pageSchema, pageSizeSchema } from './fields.ts';

export { HELP_STATUS, HELP_TYPE } from './content-rules.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const helpCatPageQuery = z.object({
  categoryId: id,
  isVideo: z.enum(['0', '1', 'true', 'false']).optional(),
  helpContentType: z.coerce.number().int().min(1).max(2).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema.default(20),
});
export const helpDetailParams = z.object({
  cid: id,
  type: z.coerce.number().int().min(1).max(2),
  commonErrorCategoryId: id.optional(),
  id,
  status: z.coerce.number().int().min(0).max(9),
});
export const helpSearchQuery = z.object({
  k: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export type HelpCategoryNode = {
  id: number;
  parentId: number | null;
  slug: string;
  icon: string;
  order: number;
  name: string;
  articleCount: number;
  children: HelpCategoryNode[];
};
export const helpCategoryNode: z.ZodType<HelpCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    parentId: z.number().nullable(),
    slug: z.string(),
    icon: z.string(),
    order: z.number(),
    name: z.string(),
    articleCount: z.number(),
    children: z.array(helpCategoryNode),
  }),
);
export const helpCard = z.object({
  id: z.number(),
  slug: z.string(),
  categoryId: z.number(),
  type: z.number(),
  status: z.number(),
  commonErrorCategoryId: z.number().nullable(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
  videoDuration: z.string().nullable(),
});
export const helpIndexResponse = z.object({
  categories: z.array(helpCategoryNode),
  latest: z.array(helpCard),
  videos: z.array(helpCard),
  commonErrors: z.array(helpCard),
});
export const helpCategoryResponse = z.object({ categories: z.array(helpCategoryNode) });
export const helpCatPageResponse = z.object({
  category: helpCategoryNode,
  breadcrumb: z.array(z.object({ id: z.number(), name: z.string() })),
  list: z.array(helpCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const helpDetailResponse = z.object({
  article: helpCard.extend({
    html: z.string(),
    keywords: z.array(z.string()),
    videoUrl: z.string().nullable(),
  }),
  breadcrumb: z.array(z.object({ id: z.number(), name: z.string() })),
  related: z.array(helpCard),
});
/** A help search result: the card, its category's name (to group results) and the marked-up texts. */
export const helpSearchHit = helpCard.extend({
  categoryName: z.string(),
  /** Escaped HTML whose only markup is `<mark>` around the matched terms. */
  highlight: z.object({ title: z.string(), snippet: z.string() }),
});
export const helpSearchResponse = z.object({
  list: z.array(helpSearchHit),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HelpCard = z.infer<typeof helpCard>;
export type HelpIndexResponse = z.infer<typeof helpIndexResponse>;
export type HelpCatPageResponse = z.infer<typeof helpCatPageResponse>;
export type HelpDetailResponse = z.infer<typeof helpDetailResponse>;
export type HelpSearchResponse = z.infer<typeof helpSearchResponse>;
export type HelpSearchHit = z.infer<typeof helpSearchHit>;
