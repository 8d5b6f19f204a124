import type {
  BlogCard,
  BlogDetailResponse,
  BlogIndexResponse,
  BlogPage,
  BlogSearchResponse,
  BlogTopic,
  BlogTopicResponse,
} from '@sellwise/api/contract/blog';
import type { Language } from '@sellwise/api/contract/languages';
import type { ApiAnswer, ContentRouteName, LoaderContext, PageApi, PageLang } from '../types';
import type { BlogArticleData } from './blog-article-page';
import type { BlogIndexData } from './blog-index-page';
import {
  SAMPLE_ARTICLE_HTML,
  SAMPLE_ARTICLES,
  SAMPLE_TOPICS,
  type SampleArticle,
} from './blog-sample-fixtures';
import type { BlogSearchData } from './blog-search-page';
import type { BlogTopicData } from './blog-topic-page';

/** The index's first page of latest articles (as the API answers). */
export const INDEX_PAGE_SIZE = 9;

const COLOURS = ['#1f4fd1', '#0e9f6e', '#c2410c', '#7c3aed'];

/** A cover picture that needs no network: the topic's colour and a few shapes. */
export function coverFixture(article: Pick<SampleArticle, 'id' | 'topicId'>): string {
  const colour = COLOURS[(article.topicId - 1) % COLOURS.length];
  const x = 200 + ((article.id * 97) % 600);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#f3f5f9"/><circle cx="${x + 500}" cy="120" r="220" fill="${colour}" opacity=".15"/><rect x="${x - 100}" y="170" width="520" height="300" rx="24" fill="#fff" stroke="#d5dbe6" stroke-width="3"/><rect x="${x - 60}" y="220" width="260" height="28" rx="8" fill="${colour}"/><rect x="${x - 60}" y="280" width="420" height="16" rx="8" fill="#e5e7eb"/><rect x="${x - 60}" y="316" width="340" height="16" rx="8" fill="#e5e7eb"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function topicsFixture(lang: Language): BlogTopic[] {
  return SAMPLE_TOPICS.map((t) => ({
    id: t.id,
    slug: t.slug,
    name: t.names[lang],
    articleCount: SAMPLE_ARTICLES.filter((a) => a.topicId === t.id).length,
  }));
}

export function cardFixture(article: SampleArticle, lang: Language): BlogCard {
  const t = article.t[lang];
  return {
    id: article.id,
    slug: article.slug,
    topicId: article.topicId,
    title: t.title,
    summary: t.summary,
    author: t.author,
    cover: coverFixture(article),
    publishedAt: article.publishedAt,
    readingMinutes: t.readingMinutes,
    tags: t.tags,
    lang,
  };
}

const cards = (lang: Language, list = SAMPLE_ARTICLES) => list.map((a) => cardFixture(a, lang));

function pageOf(list: BlogCard[], page: number, pageSize: number): BlogPage {
  return { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize };
}

/** `blogIndex`: banners, topics, the first page of the latest articles and four per topic. */
export function indexFixture(lang: Language, articles = SAMPLE_ARTICLES): BlogIndexResponse {
  const all = cards(lang, articles);
  const topics = topicsFixture(lang);
  return {
    banners: all.filter((_, i) => articles[i]?.banner).slice(0, 8),
    topics,
    latest: pageOf(all, 1, INDEX_PAGE_SIZE),
    byTopic: topics.map((topic) => ({ topic, list: all.filter((c) => c.topicId === topic.id).slice(0, 4) })),
  };
}

/** `blogMore`: one page of the latest articles (or of one topic's). */
export function moreFixture(
  lang: Language,
  page: number,
  pageSize = INDEX_PAGE_SIZE,
  topicsId?: number,
): BlogPage {
  const all = cards(lang).filter((c) => topicsId === undefined || c.topicId === topicsId);
  return pageOf(all, page, pageSize);
}

/** `blogTopic`; undefined for an unknown topic. */
export function topicFixture(
  lang: Language,
  topicsId: number,
  page = 1,
  pageSize = INDEX_PAGE_SIZE,
): BlogTopicResponse | undefined {
  const topic = topicsFixture(lang).find((t) => t.id === topicsId);
  if (!topic) return undefined;
  return {
    topic,
    ...pageOf(
      cards(lang).filter((c) => c.topicId === topicsId),
      page,
      pageSize,
    ),
  };
}

/** `blogArticle`; undefined for an unknown article. Article 1 has a real body, the others a short one. */
export function articleFixture(lang: Language, id = 1): BlogDetailResponse | undefined {
  const index = SAMPLE_ARTICLES.findIndex((a) => a.id === id);
  const sample = SAMPLE_ARTICLES[index];
  if (!sample) return undefined;
  const card = cardFixture(sample, lang);
  const topicName = SAMPLE_TOPICS.find((t) => t.id === sample.topicId)?.names[lang] ?? '';
  const html = SAMPLE_ARTICLE_HTML[lang] && id === 1 ? SAMPLE_ARTICLE_HTML[lang] : `<p>${card.summary}</p>`;
  const newer = SAMPLE_ARTICLES[index - 1];
  const older = SAMPLE_ARTICLES[index + 1];
  return {
    article: { ...card, html, topicName },
    related: cards(
      lang,
      SAMPLE_ARTICLES.filter((a) => a.topicId === sample.topicId && a.id !== id),
    ).slice(0, 3),
    previous: older ? cardFixture(older, lang) : null,
    next: newer ? cardFixture(newer, lang) : null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escaped text with each occurrence of `query` (case-insensitive) in <mark>, as the API highlights. */
export function markFixture(text: string, query: string): string {
  const q = query.trim().toLowerCase();
  if (!q) return escapeHtml(text);
  let out = '';
  let at = 0;
  const lower = text.toLowerCase();
  for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, at)) {
    out += `${escapeHtml(text.slice(at, i))}<mark>${escapeHtml(text.slice(i, i + q.length))}</mark>`;
    at = i + q.length;
  }
  return out + escapeHtml(text.slice(at));
}

/** `blogSearch`: articles whose title, summary or tags hold the text, highlighted. */
export function searchFixture(lang: Language, query: string, page = 1, pageSize = 10): BlogSearchResponse {
  const q = query.trim().toLowerCase();
  const hits = cards(lang)
    .filter((c) => [c.title, c.summary, ...c.tags].some((s) => s.toLowerCase().includes(q)))
    .map((c) => ({
      ...c,
      highlight: { title: markFixture(c.title, query), snippet: markFixture(c.summary, query) },
    }));
  return { list: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length, page, pageSize };
}

const ok = <T>(data: T): Promise<ApiAnswer<T>> => Promise.resolve({ code: 0, msg: 'ok', data });
const notFound = (code: number, msg: string) => Promise.resolve({ code, msg, data: null }) as never;

type Query = Record<string, unknown>;
const num = (v: unknown, fallback: number) => (v === undefined ? fallback : Number(v));

/**
 * The content calls answered from the fixtures, as the API would (unknown article or topic: its
 * not-found failure). For loader tests and the browser's "show more" in stories.
 */
export function fixtureContent(): PageApi['content'] {
  const answer = (name: ContentRouteName, q: Query): Promise<unknown> => {
    const lang = (q.contentLang ?? q.lang ?? 'en_US') as Language;
    switch (name) {
      case 'blogIndex':
        return ok(indexFixture(lang));
      case 'blogMore':
        return ok(moreFixture(lang, num(q.page, 1), num(q.pageSize, 10), q.topicsId as number | undefined));
      case 'blogTopic': {
        const data = topicFixture(lang, Number(q.topicsId), num(q.page, 1), num(q.pageSize, 10));
        return data ? ok(data) : notFound(3002, 'error.topicNotFound');
      }
      case 'blogArticle': {
        const data = articleFixture(lang, Number(q.blogId));
        return data ? ok(data) : notFound(3001, 'error.articleNotFound');
      }
      case 'blogSearch':
        return ok(searchFixture(lang, String(q.content), num(q.page, 1), num(q.pageSize, 10)));
      default:
        return Promise.reject(new Error(`no fixture for ${name}`));
    }
  };
  return ((name: ContentRouteName, input: { query?: Query }) => answer(name, input.query ?? {})) as never;
}

/** A loader context whose content calls are `content` (default: the fixtures). */
export function blogContext(
  lang: PageLang,
  {
    params = {},
    query = '',
    content = fixtureContent(),
  }: {
    params?: Record<string, string>;
    query?: string;
    content?: PageApi['content'];
  } = {},
): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by the blog'));
  return {
    lang,
    device: 'desktop',
    params,
    query: new URLSearchParams(query),
    api: { content, goodsPrice: unused, partners: unused, agreement: unused, customerServiceList: unused },
  };
}

// Page data for stories, built synchronously (the loaders build the same from the same answers).

export function indexDataFixture(lang: Language, source = 'pc', articles = SAMPLE_ARTICLES): BlogIndexData {
  const index = indexFixture(lang, articles);
  return {
    state: 'ok',
    lang,
    source,
    banners: index.banners,
    topics: index.topics,
    latest: index.latest.list,
    total: index.latest.total,
    page: 1,
    pageSize: index.latest.pageSize,
  };
}

export function articleDataFixture(lang: Language, id = 1, source = 'pc'): BlogArticleData {
  const detail = articleFixture(lang, id);
  if (!detail) return { state: 'notFound', lang, source, topics: topicsFixture(lang) };
  return { state: 'ok', lang, source, topics: topicsFixture(lang), ...detail };
}

export function topicDataFixture(lang: Language, id = 1, page = 1, source = 'pc'): BlogTopicData {
  const data = topicFixture(lang, id, page);
  if (!data) return { state: 'notFound', lang, source, topics: topicsFixture(lang) };
  return { state: 'ok', lang, source, topics: topicsFixture(lang), ...data };
}

export function searchDataFixture(lang: Language, query: string, source = 'pc'): BlogSearchData {
  return {
    lang,
    source,
    query,
    truncated: false,
    topics: topicsFixture(lang),
    results: query ? searchFixture(lang, query) : null,
    failed: false,
  };
}
