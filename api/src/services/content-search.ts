import { and, eq, sql } from 'drizzle-orm';
import {
  type BlogCard,
  blogCoverFile,
  buildPath,
  HELP_STATUS,
  type HelpCard,
  type Language,
  ROUTES,
} from '../../contract/index.ts';
import {
  blogArticles,
  blogTranslations,
  helpArticles,
  helpCategories,
  helpTranslations,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { createDocCache, type SearchDoc } from './search.ts';

export const blogCoverUrl = (id: number) => buildPath(ROUTES.blogCover.path, { file: blogCoverFile(id) });

/** The columns of a blog card, with each translation's own reading time. */
export const blogCardColumns = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  topicId: blogArticles.topicId,
  publishedAt: blogArticles.publishedAt,
  readingMinutes: blogTranslations.readingMinutes,
  hasCover: sql<boolean>`${blogArticles.coverSvg} is not null`.as('has_cover'),
  title: blogTranslations.title,
  summary: blogTranslations.summary,
  author: blogTranslations.author,
  tags: blogTranslations.tags,
  lang: blogTranslations.lang,
};
type BlogRow = Omit<BlogCard, 'cover' | 'lang'> & { hasCover: boolean; lang: string };
export const toBlogCard = ({ hasCover, ...r }: BlogRow): BlogCard => ({
  ...r,
  lang: r.lang as Language,
  cover: hasCover ? blogCoverUrl(r.id) : '',
});

export const helpCardColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  categoryId: helpArticles.categoryId,
  type: helpArticles.type,
  status: helpArticles.status,
  commonErrorCategoryId: helpArticles.commonErrorCategoryId,
  title: helpTranslations.title,
  summary: helpTranslations.summary,
  updatedAt: helpArticles.updatedAt,
  videoDuration: helpArticles.videoDuration,
};
export const helpPublished = eq(helpArticles.status, HELP_STATUS.published);

export type HelpSearchItem = HelpCard & { categoryName: string };

const shared = new WeakMap<Deps, ReturnType<typeof create>>();

/**
 * The search documents of help and blog per language, loaded once per content version and shared by
 * every route of one app (help search, blog search and the unified search read the same copy).
 */
export function contentSearchDocs(deps: Deps) {
  let docs = shared.get(deps);
  if (!docs) {
    docs = create(deps);
    shared.set(deps, docs);
  }
  return docs;
}

function create({ db, contentVersion }: Deps) {
  const cachedDocs = createDocCache(contentVersion);

  const help = (lang: Language) =>
    cachedDocs(`help:${lang}`, async (): Promise<SearchDoc<HelpSearchItem>[]> => {
      const [rows, categories] = await Promise.all([
        db
          .select({ ...helpCardColumns, keywords: helpTranslations.keywords, plain: helpTranslations.plain })
          .from(helpArticles)
          .innerJoin(
            helpTranslations,
            and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
          )
          .where(helpPublished),
        db
          .select({ id: helpCategories.id, slug: helpCategories.slug, names: helpCategories.names })
          .from(helpCategories),
      ]);
      const names = new Map(categories.map((c) => [c.id, c.names[lang] ?? c.slug]));
      return rows.map(({ plain, keywords, ...card }) => ({
        title: card.title,
        keywords: keywords.join(' '),
        summary: card.summary,
        body: plain,
        item: { ...card, categoryName: names.get(card.categoryId) ?? '' },
      }));
    });

  const blog = (lang: Language) =>
    cachedDocs(`blog:${lang}`, async (): Promise<SearchDoc<BlogCard>[]> => {
      const rows = await db
        .select({ ...blogCardColumns, plain: blogTranslations.plain })
        .from(blogArticles)
        .innerJoin(
          blogTranslations,
          and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
        );
      return rows.map(({ plain, ...r }) => ({
        title: r.title,
        keywords: r.tags.join(' '),
        summary: r.summary,
        body: plain,
        item: toBlogCard(r),
      }));
    });

  return { help, blog };
}
