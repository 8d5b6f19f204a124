import { and, asc, count, eq, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
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
    // Counts per category, not the articles themselves: one row per category whatever the article count.
    const [categories, counts] = await Promise.all([
      db
        .select({
          id: helpCategories.id,
          parentId: helpCategories.parentId,
          slug: helpCategories.slug,
          icon: helpCategories.icon,
          order: helpCategories.order,
          names: helpCategories.names,
        })
        .from(helpCategories)
        .orderBy(asc(helpCategories.order), asc(helpCategories.id)),
      db
        .select({ categoryId: helpArticles.categoryId, n: count() })
        .from(helpArticles)
        .innerJoin(
          helpTranslations,
          and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
        )
        .where(published)
        .groupBy(helpArticles.categoryId),
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
    for (const { categoryId, n: articles } of counts) {
      for (let n = nodes.get(categoryId); n; n = n.parentId === null ? undefined : nodes.get(n.parentId)) {
        n.articleCount += Number(articles);
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

  /** The index's three lists (latest 8, first 8 videos, first 8 common errors) in one query. */
  async function indexLists(lang: Language) {
    const byPlace = sql`order by ${helpArticles.categoryId}, ${helpArticles.order}, ${helpArticles.id}`;
    const commonError = or(
      isNotNull(helpArticles.commonErrorCategoryId),
      eq(helpArticles.categoryId, COMMON_ERRORS_CATEGORY),
    );
    const ranked = db
      .select({
        ...cardColumns,
        isError: sql<boolean>`${commonError}`.as('is_error'),
        latestRank:
          sql<number>`row_number() over (order by ${helpArticles.updatedAt} desc, ${helpArticles.id})`.as(
            'latest_rank',
          ),
        videoRank: sql<number>`row_number() over (partition by ${helpArticles.type} ${byPlace})`.as(
          'video_rank',
        ),
        errorRank: sql<number>`row_number() over (partition by ${commonError} ${byPlace})`.as('error_rank'),
      })
      .from(helpArticles)
      .innerJoin(
        helpTranslations,
        and(eq(helpTranslations.articleId, helpArticles.id), eq(helpTranslations.lang, lang)),
      )
      .where(published)
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(
        or(
          lte(ranked.latestRank, 8),
          and(eq(ranked.type, HELP_TYPE.video), lte(ranked.videoRank, 8)),
          and(eq(ranked.isError, true), lte(ranked.errorRank, 8)),
        ),
      )
      .orderBy(asc(ranked.categoryId), asc(ranked.videoRank), asc(ranked.id));
    const card = ({
      isError: _e,
      latestRank: _l,
      videoRank: _v,
      errorRank: _r,
      ...c
    }: (typeof rows)[number]) => c;
    const rank = (r: (typeof rows)[number], k: 'latestRank' | 'videoRank' | 'errorRank') => Number(r[k]);
    const sorted = (list: typeof rows, k: 'latestRank' | 'videoRank' | 'errorRank') =>
      list.sort((a, b) => rank(a, k) - rank(b, k)).map(card);
    return {
      latest: sorted(
        rows.filter((r) => rank(r, 'latestRank') <= 8),
        'latestRank',
      ),
      videos: sorted(
        rows.filter((r) => r.type === HELP_TYPE.video && rank(r, 'videoRank') <= 8),
        'videoRank',
      ),
      commonErrors: sorted(
        rows.filter((r) => r.isError && rank(r, 'errorRank') <= 8),
        'errorRank',
      ),
    };
  }

  on('helpIndex', async (_c, { params: { lang } }) => {
    const [categories, lists] = await Promise.all([tree(lang), indexLists(lang)]);
    return { categories, ...lists };
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
