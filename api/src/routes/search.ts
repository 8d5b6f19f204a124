import { and, asc, eq } from 'drizzle-orm';
import {
  type BlogCard,
  LANGUAGES,
  type Language,
  SEARCH_ELSEWHERE_BELOW,
  type SearchElsewhereHit,
} from '../../contract/index.ts';
import {
  blogArticles,
  blogTopics,
  blogTranslations,
  helpArticles,
  helpCategories,
  helpTranslations,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { tableRoutes } from '../http/route.ts';
import { contentSearchDocs, type HelpSearchItem, helpPublished } from '../services/content-search.ts';
import { type SearchHit, search } from '../services/search.ts';

const withHighlight = <T>(h: SearchHit<T>) => ({ ...h.item, highlight: h.highlight });

export function searchRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;
  const docs = contentSearchDocs(deps);

  async function searchLang(lang: Language, k: string) {
    const [help, blog] = await Promise.all([docs.help(lang), docs.blog(lang)]);
    return { help: search(help, k, lang), blog: search(blog, k, lang) };
  }

  on('searchAll', async (_c, { params: { lang }, query: { k, limit } }) => {
    const here = await searchLang(lang, k);
    const help = here.help.slice(0, limit).map(withHighlight);
    const blog = here.blog.slice(0, limit).map(withHighlight);
    if (here.help.length + here.blog.length >= SEARCH_ELSEWHERE_BELOW) return { help, blog, elsewhere: [] };

    // Other languages, each segmenting the query its own way; only hits matching every term, and no
    // article already found here. The same article found in several languages counts once (its best).
    const foundHere = new Set([
      ...here.help.map((h) => `help:${h.item.id}`),
      ...here.blog.map((h) => `blog:${h.item.id}`),
    ]);
    type Candidate = { key: string; score: number; entry: SearchElsewhereHit };
    const candidates: Candidate[] = [];
    const others = LANGUAGES.filter((l) => l !== lang);
    const results = await Promise.all(
      others.map(async (other) => [other, await searchLang(other, k)] as const),
    );
    for (const [other, found] of results) {
      for (const h of found.help as SearchHit<HelpSearchItem>[]) {
        if (h.complete)
          candidates.push({
            key: `help:${h.item.id}`,
            score: h.score,
            entry: { lang: other, kind: 'help', hit: withHighlight(h) },
          });
      }
      for (const h of found.blog as SearchHit<BlogCard>[]) {
        if (h.complete)
          candidates.push({
            key: `blog:${h.item.id}`,
            score: h.score,
            entry: { lang: other, kind: 'blog', hit: withHighlight(h) },
          });
      }
    }
    const seen = new Set(foundHere);
    const elsewhere: SearchElsewhereHit[] = [];
    for (const c of candidates.sort((a, b) => b.score - a.score)) {
      if (seen.has(c.key)) continue;
      seen.add(c.key);
      elsewhere.push(c.entry);
      if (elsewhere.length === limit) break;
    }
    return { help, blog, elsewhere };
  });

  on('contentVersion', async () => ({ version: await deps.contentVersion.published() }));

  on('contentIndex', async () => {
    const [articles, blogLangs, topics, help, helpLangs, categories] = await Promise.all([
      db.select().from(blogArticles).orderBy(asc(blogArticles.id)),
      db
        .select({
          id: blogTranslations.articleId,
          lang: blogTranslations.lang,
          title: blogTranslations.title,
          summary: blogTranslations.summary,
        })
        .from(blogTranslations),
      db.select().from(blogTopics).orderBy(asc(blogTopics.order), asc(blogTopics.id)),
      db.select().from(helpArticles).where(helpPublished).orderBy(asc(helpArticles.id)),
      db
        .select({ id: helpTranslations.articleId, lang: helpTranslations.lang })
        .from(helpTranslations)
        .innerJoin(helpArticles, and(eq(helpArticles.id, helpTranslations.articleId), helpPublished)),
      db.select().from(helpCategories).orderBy(asc(helpCategories.order), asc(helpCategories.id)),
    ]);
    /** Languages in the site's order. */
    const ordered = (langs: Iterable<string>) => {
      const set = new Set(langs);
      return LANGUAGES.filter((l) => set.has(l));
    };
    const group = <R extends { id: number; lang: string }>(rows: R[]) => {
      const map = new Map<number, R[]>();
      for (const r of rows) map.set(r.id, [...(map.get(r.id) ?? []), r]);
      return map;
    };
    const blogById = group(blogLangs);
    const blog = articles.map((a) => {
      const tr = blogById.get(a.id) ?? [];
      return {
        id: a.id,
        slug: a.slug,
        topicId: a.topicId,
        publishedAt: a.publishedAt,
        ...(a.updatedAt ? { updatedAt: a.updatedAt } : {}),
        langs: ordered(tr.map((t) => t.lang)),
        titles: Object.fromEntries(tr.map((t) => [t.lang, t.title])),
        summaries: Object.fromEntries(tr.map((t) => [t.lang, t.summary])),
      };
    });
    const topicList = topics.map((t) => ({
      id: t.id,
      slug: t.slug,
      names: Object.fromEntries(ordered(Object.keys(t.names)).map((l) => [l, t.names[l]!])),
      langs: ordered(blog.filter((a) => a.topicId === t.id).flatMap((a) => a.langs)),
    }));

    const helpById = group(helpLangs);
    const helpList = help.map((a) => ({
      id: a.id,
      categoryId: a.categoryId,
      type: a.type,
      status: a.status,
      commonErrorCategoryId: a.commonErrorCategoryId,
      updatedAt: a.updatedAt,
      langs: ordered((helpById.get(a.id) ?? []).map((t) => t.lang)),
    }));
    // A category has a language when an article in it or under it does.
    const categoryLangs = new Map<number, Set<string>>(categories.map((c) => [c.id, new Set()]));
    const parent = new Map(categories.map((c) => [c.id, c.parentId]));
    for (const a of helpList) {
      for (let id: number | null | undefined = a.categoryId; id != null; id = parent.get(id)) {
        for (const l of a.langs) categoryLangs.get(id)?.add(l);
        if (!parent.has(id)) break;
      }
    }
    const helpCategoryList = categories.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      langs: ordered(categoryLangs.get(c.id) ?? []),
    }));
    return { blog, topics: topicList, help: helpList, helpCategories: helpCategoryList };
  });

  return app;
}
