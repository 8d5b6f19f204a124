import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  contentIndexResponse,
  ERRORS,
  envelopeSchema,
  HELP_STATUS,
  helpSearchResponse,
  searchAllResponse,
} from '../contract/index.ts';
import { seedContent } from '../src/seed/index.ts';
import { createTestApi, FIXTURES, type TestApi } from './helpers.ts';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  api = await createTestApi();
  // The fixtures plus a draft help article, which neither search nor the content index may show.
  dir = mkdtempSync(join(tmpdir(), 'sw-search-all-'));
  cpSync(FIXTURES, dir, { recursive: true });
  const source = readFileSync(join(FIXTURES, 'help/1001-create-account/en_US.md'), 'utf8');
  mkdirSync(join(dir, 'help/1002-draft'));
  writeFileSync(
    join(dir, 'help/1002-draft/en_US.md'),
    source
      .replace(/^id: 1001$/m, 'id: 1002')
      .replace(/^slug: .*$/m, 'slug: draft-article')
      .replace(/^status: published$/m, 'status: draft')
      .replace(/^title: .*$/m, 'title: Unfinished zebra guide'),
  );
  const { warnings, counts } = await seedContent(api.db, dir);
  expect(warnings).toEqual([]);
  expect(counts.helpArticles).toBe(4);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function data<S extends z.ZodType>(path: string, schema: S, method = 'GET'): Promise<z.output<S>> {
  const res = await api.call(method, path);
  expect(res.status, res.text).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(res.json);
  expect(body.code).toBe(0);
  return schema.parse(body.data);
}
const all = (lang: string, k: string, extra = '') =>
  data(`/api/v5/${lang}/search/all?k=${encodeURIComponent(k)}${extra}`, searchAllResponse);

describe('searchAll', () => {
  test('help and blog of the page language, with category names and marks', async () => {
    const r = await all('en_US', 'shopee');
    expect(r.help.map((h) => h.id)).toContain(1201);
    expect(r.blog.map((b) => b.id)).toContain(1);
    expect(r.help[0]!.categoryName).not.toBe('');
    expect(r.help[0]!.highlight.title).toContain('<mark>');
    expect(r.blog.every((b) => b.lang === 'en_US')).toBe(true);
  });

  test('limit cuts each list; the default is 5', async () => {
    const one = await all('en_US', 'shopee', '&limit=1');
    expect(one.help.length).toBeLessThanOrEqual(1);
    expect(one.blog.length).toBeLessThanOrEqual(1);
  });

  test('an English-only word on the Thai site is offered in English', async () => {
    // "flash sale" exists only in the English article 2 and help articles without a Thai translation.
    const r = await all('th', 'lazada flash sale');
    expect(r.blog).toEqual([]);
    expect(r.elsewhere.length).toBeGreaterThan(0);
    expect(r.elsewhere[0]).toMatchObject({ lang: 'en_US', kind: 'blog', hit: { id: 2, lang: 'en_US' } });
  });

  test('drafts are never found, here or elsewhere', async () => {
    for (const lang of ['en_US', 'th']) {
      const r = await all(lang, 'zebra');
      expect(r).toEqual({ help: [], blog: [], elsewhere: [] });
    }
  });

  test('help search hits carry the category name too', async () => {
    const r = await data('/api/v5/en_US/search/get?k=shopee', helpSearchResponse, 'POST');
    expect(r.list[0]!.categoryName).not.toBe('');
  });

  test('cached like the other content calls', async () => {
    const first = await api.call('GET', '/api/v5/en_US/search/all?k=shopee');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.call('GET', '/api/v5/en_US/search/all?k=shopee', {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });
});

describe('contentIndex', () => {
  test('published content with the languages that really have a translation', async () => {
    const d = await data('/api/v1/content/index.json', contentIndexResponse);
    const blog1 = d.blog.find((b) => b.id === 1)!;
    expect(blog1.langs).toEqual(['en_US', 'th', 'zh_CN']);
    expect(Object.keys(blog1.titles).sort()).toEqual(['en_US', 'th', 'zh_CN']);
    expect(blog1.summaries.th).toBeTruthy();
    expect(d.blog.find((b) => b.id === 2)!.langs).toEqual(['en_US']);
    expect(d.help.map((h) => h.id)).toEqual([1001, 1201, 9001]);
    expect(d.help.every((h) => h.status === HELP_STATUS.published)).toBe(true);
    expect(d.help.find((h) => h.id === 1001)!.langs).toEqual(['en_US', 'th', 'zh_CN']);
    expect(d.help.find((h) => h.id === 1201)!.langs).toEqual(['en_US']);
    // A topic or category has the languages of its articles; a category those of the articles under it.
    for (const topic of d.topics) {
      const langs = new Set(d.blog.filter((b) => b.topicId === topic.id).flatMap((b) => b.langs));
      expect(new Set(topic.langs)).toEqual(langs);
    }
    const withArticle = d.helpCategories.find((c) => c.id === d.help.find((h) => h.id === 1001)!.categoryId)!;
    expect(withArticle.langs).toEqual(expect.arrayContaining(['en_US', 'th', 'zh_CN']));
    if (withArticle.parentId !== null) {
      const parent = d.helpCategories.find((c) => c.id === withArticle.parentId)!;
      expect(parent.langs).toEqual(expect.arrayContaining(withArticle.langs));
    }
  });
});

describe('bad input answers a 4xx with a stable code, never a 5xx', () => {
  const long = 'ก'.repeat(1000);
  const CASES: [string, string, string, number][] = [
    ['searchAll 1,000 characters', 'GET', `/api/v5/en_US/search/all?k=${encodeURIComponent(long)}`, 1001],
    ['searchAll empty k', 'GET', '/api/v5/en_US/search/all?k=%20%20', 1001],
    ['searchAll no k', 'GET', '/api/v5/en_US/search/all', 1001],
    ['searchAll limit 0', 'GET', '/api/v5/en_US/search/all?k=a&limit=0', 1001],
    ['searchAll limit 21', 'GET', '/api/v5/en_US/search/all?k=a&limit=21', 1001],
    ['searchAll limit not a number', 'GET', '/api/v5/en_US/search/all?k=a&limit=ten', 1001],
    ['searchAll unknown language', 'GET', '/api/v5/xx_XX/search/all?k=a', 1005],
    ['help search 1,000 characters', 'POST', `/api/v5/th/search/get?k=${encodeURIComponent(long)}`, 1001],
    [
      'blog search 1,000 characters',
      'GET',
      `/api/v1/blog/search.json?content=${encodeURIComponent(long)}`,
      1001,
    ],
    ['unknown blog article', 'GET', '/api/v1/blog/articleDetails.json?blogId=2147483647', 3001],
    ['negative blog id', 'GET', '/api/v1/blog/articleDetails.json?blogId=-1', 1001],
    ['unknown cover', 'GET', '/api/v1/blog/cover/999999.svg', 3001],
    ['unknown topic', 'GET', '/api/v1/blog/topicsContentPage.json?topicsId=999999', 3002],
    ['unknown help category', 'GET', '/api/v5/th/catPage?categoryId=999999', 3003],
    ['draft help article', 'GET', '/api/v5/en_US/detailPage/11/1/1002/1', 3001],
    ['help id too big', 'GET', '/api/v5/en_US/detailPage/1/1/99999999999/1', 1001],
    ['help status not a number', 'GET', '/api/v5/en_US/detailPage/1/1/1001/x', 1001],
    ['content index with a language in the path', 'GET', '/api/v1/th/content/index.json', 1006],
  ];
  test.each(CASES)('%s', async (label, method, path, code) => {
    const res = await api.call(method, path);
    expect(res.status, `${label}: ${res.text}`).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.code, label).toBe(code);
    expect(Object.values(ERRORS).find((e) => e.code === code)?.msg).toBe(res.json.msg);
  });

  test('hostile search text is only ever text', async () => {
    for (const k of ["' or 1=1 --", '<script>alert(1)</script>', '%%%', '\\', '((((', '.*'.repeat(40)]) {
      const res = await api.call('GET', `/api/v5/en_US/search/all?k=${encodeURIComponent(k)}`);
      expect(res.status, k).toBe(200);
      expect(res.text).not.toContain('<script>');
    }
  });
});
