import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HELP_STATUS, HELP_TYPE, LANGUAGES } from '../contract/index.ts';
import { createApp } from '../src/app.ts';
import { type ApiConfig, configFromEnv } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import {
  blogArticles,
  blogTopics,
  blogTranslations,
  helpArticles,
  helpCategories,
  helpTranslations,
} from '../src/db/schema.ts';
import { seedContent } from '../src/seed/index.ts';
import { FIXTURES, openTestDb } from './helpers.ts';

/**
 * What a content call costs the database, counted with drizzle's query log: the number of queries of each
 * call must not grow with the number of topics, categories or articles (no query per item), and the
 * answers with the content cache and without it are the same bytes.
 */
let handle: DbHandle;
let queries: string[] = [];
const config = (cacheMb: string): ApiConfig => ({
  ...configFromEnv({ NODE_ENV: 'test', CONTENT_CACHE_MB: cacheMb }),
  contentDir: FIXTURES,
});
let uncached: ReturnType<typeof createApp>;
let cached: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openTestDb((query) => queries.push(query));
  await seedContent(handle.db, FIXTURES);
  uncached = createApp({ db: handle.db, config: config('0') });
  cached = createApp({ db: handle.db, config: config('32') });
});
afterAll(() => handle.close());

const CALLS: [string, string, string?][] = [
  ['blog index', '/api/v1/blog/index.json?lang=en_US&source=pc'],
  ['blog topic', '/api/v1/blog/topicsContentPage.json?topicsId=1&lang=en_US&page=1&pageSize=9'],
  ['blog article', '/api/v1/blog/articleDetails.json?blogId=1&lang=en_US'],
  ['help index', '/api/v5/en_US/index'],
  ['help categories', '/api/v5/en_US/mobile/category'],
  ['help category', '/api/v5/en_US/catPage?categoryId=1&page=1&pageSize=10'],
  ['help article', '/api/v5/en_US/detailPage/12/1/1001/1'],
  ['help search', '/api/v5/en_US/search/get?k=shopee', 'POST'],
  ['blog search', '/api/v1/blog/search.json?content=shopee&lang=en_US'],
  ['search all', '/api/v5/th/search/all?k=remittance'],
];

/** Queries one call makes (the background content-version poll is not the call's). */
async function queriesOf(app: ReturnType<typeof createApp>, path: string, method = 'GET') {
  queries = [];
  const res = await app.request(path, { method });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
  return queries.filter((q) => !q.includes('"content_state"')).length;
}

async function countsPerCall() {
  const counts: Record<string, number> = {};
  for (const [name, path, method] of CALLS) {
    await queriesOf(uncached, path, method); // search documents load once per content version
    counts[name] = await queriesOf(uncached, path, method);
  }
  return counts;
}

/** Many more topics, categories and articles, all in English, so every list of the calls above grows. */
async function addContent() {
  const { db } = handle;
  const names = (s: string) => Object.fromEntries(LANGUAGES.map((l) => [l, s]));
  for (let t = 0; t < 8; t++) {
    const topicId = 100 + t;
    await db
      .insert(blogTopics)
      .values({ id: topicId, slug: `topic-${t}`, order: 10 + t, names: names(`T${t}`) });
    for (let a = 0; a < 6; a++) {
      const id = 1000 + t * 10 + a;
      await db.insert(blogArticles).values({
        id,
        slug: `article-${id}`,
        topicId: a === 0 ? 1 : topicId,
        publishedAt: `2026-0${1 + (a % 9)}-1${t}`,
        banner: a === 1,
        readingMinutes: 3,
        coverSvg: null,
      });
      await db.insert(blogTranslations).values({
        articleId: id,
        lang: 'en_US',
        title: `Shopee article ${id}`,
        summary: 'summary',
        author: 'author',
        tags: ['shopee'],
        html: '<p>body</p>',
        plain: 'body shopee',
        readingMinutes: 3,
      });
    }
  }
  for (let c = 0; c < 6; c++) {
    const categoryId = 200 + c;
    await db.insert(helpCategories).values({
      id: categoryId,
      parentId: c % 2 === 0 ? 1 : 12,
      slug: `category-${c}`,
      order: 10 + c,
      icon: 'rocket',
      names: names(`C${c}`),
    });
    for (let a = 0; a < 6; a++) {
      const id = 20_000 + c * 10 + a;
      await db.insert(helpArticles).values({
        id,
        slug: `help-${id}`,
        categoryId: a === 0 ? 12 : categoryId,
        type: a % 2 === 0 ? HELP_TYPE.video : HELP_TYPE.article,
        status: HELP_STATUS.published,
        order: a,
        updatedAt: `2026-0${1 + a}-1${c}`,
        commonErrorCategoryId: a === 3 ? 9 : null,
        videoUrl: null,
        videoDuration: null,
      });
      await db.insert(helpTranslations).values({
        articleId: id,
        lang: 'en_US',
        title: `Shopee help ${id}`,
        summary: 'summary',
        keywords: ['shopee'],
        html: '<p>body</p>',
        plain: 'body shopee',
      });
    }
  }
}

describe('content queries', () => {
  test('each call makes a few queries, and no more with 8 more topics, 6 more categories and 84 more articles', async () => {
    const before = await countsPerCall();
    for (const [name, n] of Object.entries(before)) {
      expect(n, name).toBeLessThanOrEqual(name.includes('search') ? 0 : 5);
    }
    await addContent();
    const after = await countsPerCall();
    expect(after).toEqual(before);
    // The new items are really in the answers (the lists grew), so the counts above compare like with like.
    const index = await (await uncached.request(CALLS[0]![1])).json();
    expect(index.data.byTopic.length).toBeGreaterThan(8);
    expect(index.data.byTopic.every((t: { list: unknown[] }) => t.list.length <= 4)).toBe(true);
  });

  test('CONTENT_CACHE_MB=0 turns the content cache off: every call queries again; with it a repeat queries nothing', async () => {
    expect(config('0').contentCache.maxBytes).toBe(0);
    const path = CALLS[0]![1];
    await queriesOf(uncached, path);
    expect(await queriesOf(uncached, path)).toBeGreaterThan(0);
    await queriesOf(cached, path);
    expect(await queriesOf(cached, path)).toBe(0);
  });

  test('answers are the same bytes with the cache on and off, in every language', async () => {
    // Back to the fixtures through the seed (the rows added above bypassed it, so no content version saw them).
    await seedContent(handle.db, FIXTURES);
    for (const lang of LANGUAGES) {
      for (const [name, path, method = 'GET'] of CALLS) {
        const localised = path.replace('en_US', lang).replace('/th/', `/${lang}/`);
        const off = await (await uncached.request(localised, { method })).text();
        const on = await (await cached.request(localised, { method })).text();
        const again = await (await cached.request(localised, { method })).text();
        expect(on, `${name} ${lang}`).toBe(off);
        expect(again, `${name} ${lang} (hit)`).toBe(off);
      }
    }
  });

  test('50 concurrent cold requests for one call on the cached app run its queries once', async () => {
    const fresh = createApp({ db: handle.db, config: config('32') });
    const path = '/api/v1/blog/index.json?lang=th&source=pc';
    const once = await queriesOf(uncached, path);
    queries = [];
    const answers = await Promise.all(Array.from({ length: 50 }, () => fresh.request(path)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(queries.filter((q) => !q.includes('"content_state"')).length).toBe(once);
  });
});
