import { and, asc, desc, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { HELP_TYPE, type HelpCard, type HelpCategoryNode, type Language } from '../../contract/index.ts';
import { helpArticles, helpCategories, helpTranslations } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { tableRoutes } from '../http/route.ts';
import { contentSearchDocs, helpCardColumns, helpPublished } from '../services/content-search.ts';
import { search } from '../services/search.ts';

const COMMON_ERRORS_CATEGORY = 9;

export function helpRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;
  const searchDocs = contentSearchDocs(deps);
  const cardColumns = helpCardColumns;
  const published = helpPublished;

  function cards(lang: Language, where: SQL | undefined, limit = 200): Promise<HelpCard[]> {
    return db
      .select(cardColumns)
      .from(helpArticles)
      .innerJoin(
        helpTranslations,
        and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
      )
      .where(and(published, where))
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.order), asc(helpArticles.id))
      .limit(limit);
  }

  /** The category tree with the count of published articles in each branch, in the given language. */
  async function tree(lang: Language): Promise<HelpCategoryNode[]> {
    const [categories, articles] = await Promise.all([
      db.select().from(helpCategories).orderBy(asc(helpCategories.order), asc(helpCategories.id)),
      cards(lang, undefined, 10_000),
    ]);
    const nodes = new Map<number, HelpCategoryNode>(
      categories.map((c) => [
        c.id,
        {
          id: c.id,
          parentId: c.parentId,
          slug: c.slug,
          icon: c.icon,
          order: c.order,
          name: c.names[lang] ?? c.slug,
          articleCount: 0,
          children: [],
        },
      ]),
    );
    const roots: HelpCategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      (parent ? parent.children : roots).push(node);
    }
    for (const a of articles) {
      for (let n = nodes.get(a.categoryId); n; n = n.parentId === null ? undefined : nodes.get(n.parentId)) {
        n.articleCount++;
      }
    }
    return roots;
  }

  const flatten = (nodes: HelpCategoryNode[]): HelpCategoryNode[] =>
    nodes.flatMap((n) => [n, ...flatten(n.children)]);
  const breadcrumb = (all: HelpCategoryNode[], id: number) => {
    const byId = new Map(all.map((n) => [n.id, n]));
    const trail: { id: number; name: string }[] = [];
    for (let n = byId.get(id); n; n = n.parentId === null ? undefined : byId.get(n.parentId)) {
      trail.unshift({ id: n.id, name: n.name });
    }
    return trail;
  };

  on('helpIndex', async (_c, { params: { lang } }) => {
    const [categories, latest, videos, commonErrors] = await Promise.all([
      tree(lang),
      db
        .select(cardColumns)
        .from(helpArticles)
        .innerJoin(
          helpTranslations,
          and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
        )
        .where(published)
        .orderBy(desc(helpArticles.updatedAt), asc(helpArticles.id))
        .limit(8),
      cards(lang, eq(helpArticles.type, HELP_TYPE.video), 8),
      cards(
        lang,
        or(
          isNotNull(helpArticles.commonErrorCategoryId),
          eq(helpArticles.categoryId, COMMON_ERRORS_CATEGORY),
        ),
        8,
      ),
    ]);
    return { categories, latest, videos, commonErrors };
  });

  on('helpCategories', async (_c, { params: { lang } }) => ({ categories: await tree(lang) }));

  on('helpCategoryPage', async (_c, { params: { lang }, query: q }) => {
    const all = flatten(await tree(lang));
    const category = all.find((n) => n.id === q.categoryId);
    if (!category) throw new ApiError('CATEGORY_NOT_FOUND');
    const ids = flatten([category]).map((n) => n.id);
    const videoOnly = q.isVideo === '1' || q.isVideo === 'true' || q.helpContentType === HELP_TYPE.video;
    const articleOnly = q.helpContentType === HELP_TYPE.article;
    const typeFilter = videoOnly
      ? eq(helpArticles.type, HELP_TYPE.video)
      : articleOnly
        ? eq(helpArticles.type, HELP_TYPE.article)
        : undefined;
    const list = await cards(lang, and(inArray(helpArticles.categoryId, ids), typeFilter), 10_000);
    const start = (q.page - 1) * q.pageSize;
    return {
      category,
      breadcrumb: breadcrumb(all, category.id),
      list: list.slice(start, start + q.pageSize),
      total: list.length,
      page: q.page,
      pageSize: q.pageSize,
    };
  });

  const detail = async (params: { lang: Language; id: number; type: number; status: number }) => {
    const { lang } = params;
    // Only published articles are visible, and the path's type and status must be the article's.
    const [row] = await db
      .select({
        ...cardColumns,
        html: helpTranslations.html,
        keywords: helpTranslations.keywords,
        videoUrl: helpArticles.videoUrl,
      })
      .from(helpArticles)
      .innerJoin(
        helpTranslations,
        and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
      )
      .where(
        and(
          eq(helpArticles.id, params.id),
          published,
          eq(helpArticles.type, params.type),
          eq(helpArticles.status, params.status),
        ),
      )
      .limit(1);
    if (!row) throw new ApiError('ARTICLE_NOT_FOUND');
    const [all, related] = await Promise.all([
      tree(lang).then(flatten),
      cards(lang, and(eq(helpArticles.categoryId, row.categoryId), ne(helpArticles.id, row.id)), 5),
    ]);
    return { article: row, breadcrumb: breadcrumb(all, row.categoryId), related };
  };
  on('helpDetail', (_c, { params }) => detail(params));
  on('helpCommonErrorDetail', (_c, { params }) => detail(params));

  on('helpSearch', async (_c, { params: { lang }, query: q }) => {
    const docs = await searchDocs.help(lang);
    const hits = search(docs, q.k, lang);
    const start = (q.page - 1) * q.pageSize;
    const list = hits.slice(start, start + q.pageSize).map((h) => ({ ...h.item, highlight: h.highlight }));
    return { list, total: hits.length, page: q.page, pageSize: q.pageSize };
  });

  return app;
}
