import { and, asc, count, desc, eq, gt, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BlogTopic, Language } from '../../contract/index.ts';
import { blogArticles, blogTopics, blogTranslations } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { blogCardColumns, contentSearchDocs, toBlogCard } from '../services/content-search.ts';
import { search } from '../services/search.ts';

export function blogRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;
  const searchDocs = contentSearchDocs(deps);
  const cardColumns = blogCardColumns;
  const toCard = toBlogCard;

  async function cards(lang: Language, where: SQL | undefined, limit: number, offset = 0) {
    const rows = await db
      .select(cardColumns)
      .from(blogArticles)
      .innerJoin(
        blogTranslations,
        and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
      )
      .where(where)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toCard);
  }

  async function total(lang: Language, where: SQL | undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(blogArticles)
      .innerJoin(
        blogTranslations,
        and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
      )
      .where(where);
    return row?.n ?? 0;
  }

  async function topics(lang: Language): Promise<BlogTopic[]> {
    const rows = await db
      .select({
        id: blogTopics.id,
        slug: blogTopics.slug,
        names: blogTopics.names,
        n: count(blogTranslations.articleId),
      })
      .from(blogTopics)
      .leftJoin(blogArticles, eq(blogArticles.topicId, blogTopics.id))
      .leftJoin(
        blogTranslations,
        and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
      )
      .groupBy(blogTopics.id)
      .orderBy(asc(blogTopics.order));
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.names[lang] ?? r.slug, articleCount: r.n }));
  }

  async function page(lang: Language, where: SQL | undefined, pageNo: number, pageSize: number) {
    const [list, n] = await Promise.all([
      cards(lang, where, pageSize, (pageNo - 1) * pageSize),
      total(lang, where),
    ]);
    return { list, total: n, page: pageNo, pageSize };
  }

  const contentLang = (c: Context, q: { lang?: Language; contentLang?: Language }) =>
    q.contentLang ?? requestLanguage(c, q.lang);

  on('blogBanners', async (c, { query }) => ({
    list: await cards(requestLanguage(c, query.lang), eq(blogArticles.banner, true), 8),
  }));

  /**
   * Every card the index shows, in one query whatever the number of topics: the first 8 banners, the
   * latest 9 and the latest 4 of each topic, newest first, with the language's total.
   */
  async function indexCards(lang: Language) {
    const order = sql`order by ${blogArticles.publishedAt} desc, ${blogArticles.id} desc`;
    const ranked = db
      .select({
        ...cardColumns,
        banner: blogArticles.banner,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        latestRank: sql<number>`row_number() over (${order})`.as('latest_rank'),
        topicRank: sql<number>`row_number() over (partition by ${blogArticles.topicId} ${order})`.as(
          'topic_rank',
        ),
        bannerRank: sql<number>`row_number() over (partition by ${blogArticles.banner} ${order})`.as(
          'banner_rank',
        ),
      })
      .from(blogArticles)
      .innerJoin(
        blogTranslations,
        and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
      )
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(
        or(
          lte(ranked.latestRank, 9),
          lte(ranked.topicRank, 4),
          and(eq(ranked.banner, true), lte(ranked.bannerRank, 8)),
        ),
      )
      .orderBy(asc(ranked.latestRank));
    const total = rows[0]?.total ?? 0;
    const card = ({
      banner: _b,
      total: _t,
      latestRank: _l,
      topicRank: _r,
      bannerRank: _br,
      ...r
    }: (typeof rows)[number]) => toCard(r);
    return {
      total,
      banners: rows.filter((r) => r.banner).map(card),
      latest: rows.filter((r) => Number(r.latestRank) <= 9).map(card),
      byTopic: (topicId: number) =>
        rows
          .filter((r) => r.topicId === topicId)
          .slice(0, 4)
          .map(card),
    };
  }

  on('blogIndex', async (c, { query }) => {
    const lang = contentLang(c, query);
    const [topicList, found] = await Promise.all([topics(lang), indexCards(lang)]);
    return {
      banners: found.banners,
      topics: topicList,
      latest: { list: found.latest, total: found.total, page: 1, pageSize: 9 },
      byTopic: topicList.map((topic) => ({ topic, list: found.byTopic(topic.id) })),
    };
  });

  on('blogTopic', async (c, { query: q }) => {
    const lang = contentLang(c, q);
    // The topic's article count in this language is the page's total: two queries, side by side.
    const [topicList, list] = await Promise.all([
      topics(lang),
      cards(lang, eq(blogArticles.topicId, q.topicsId), q.pageSize, (q.page - 1) * q.pageSize),
    ]);
    const topic = topicList.find((t) => t.id === q.topicsId);
    if (!topic) throw new ApiError('TOPIC_NOT_FOUND');
    return { topic, list, total: topic.articleCount, page: q.page, pageSize: q.pageSize };
  });

  on('blogMore', (c, { query: q }) => {
    const where = q.topicsId ? eq(blogArticles.topicId, q.topicsId) : undefined;
    return page(contentLang(c, q), where, q.page, q.pageSize);
  });

  on('blogArticle', async (c, { query: q }) => {
    const lang = contentLang(c, q);
    // The topic names do not depend on the article: read them alongside it.
    const topicsRead = topics(lang);
    topicsRead.catch(() => {}); // awaited below unless the article is missing
    const [row] = await db
      .select({ ...cardColumns, html: blogTranslations.html })
      .from(blogArticles)
      .innerJoin(
        blogTranslations,
        and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
      )
      .where(eq(blogArticles.id, q.blogId))
      .limit(1);
    if (!row) throw new ApiError('ARTICLE_NOT_FOUND');
    const { html, ...cardRow } = row;
    const article = toCard(cardRow);
    const [topicList, related, previous, next] = await Promise.all([
      topicsRead,
      cards(lang, and(eq(blogArticles.topicId, article.topicId), ne(blogArticles.id, article.id)), 3),
      cards(lang, lt(blogArticles.publishedAt, article.publishedAt), 1),
      db
        .select(cardColumns)
        .from(blogArticles)
        .innerJoin(
          blogTranslations,
          and(eq(blogTranslations.articleId, blogArticles.id), eq(blogTranslations.lang, lang)),
        )
        .where(gt(blogArticles.publishedAt, article.publishedAt))
        .orderBy(asc(blogArticles.publishedAt))
        .limit(1),
    ]);
    const topicName = topicList.find((t) => t.id === article.topicId)?.name ?? '';
    return {
      article: { ...article, html, topicName },
      related,
      previous: previous[0] ?? null,
      next: next[0] ? toCard(next[0]) : null,
    };
  });

  on('blogSearch', async (c, { query: q }) => {
    const lang = contentLang(c, q);
    const docs = await searchDocs.blog(lang);
    const hits = search(docs, q.content, lang);
    const start = (q.page - 1) * q.pageSize;
    const list = hits.slice(start, start + q.pageSize).map((h) => ({ ...h.item, highlight: h.highlight }));
    return { list, total: hits.length, page: q.page, pageSize: q.pageSize };
  });

  on('blogCover', async (c, { params: { file } }) => {
    const [row] = await db
      .select({ svg: blogArticles.coverSvg })
      .from(blogArticles)
      .where(eq(blogArticles.id, Number.parseInt(file, 10)))
      .limit(1);
    if (!row?.svg) throw new ApiError('ARTICLE_NOT_FOUND');
    return c.body(row.svg, 200, {
      'Content-Type': 'image/svg+xml',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'public, max-age=3600',
    });
  });

  return app;
}
