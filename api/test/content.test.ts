import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  agreementResponse,
  beforeListResponse,
  blogDetailResponse,
  blogIndexResponse,
  blogSearchResponse,
  blogTopicResponse,
  csListResponse,
  defaultCountryResponse,
  defaultPhoneCodeResponse,
  envelopeSchema,
  goodsPriceResponse,
  helpCategoryResponse,
  helpCatPageResponse,
  helpDetailResponse,
  helpIndexResponse,
  helpSearchResponse,
  LANGUAGES,
  partnersResponse,
} from '../contract/index.ts';
import { createApp } from '../src/app.ts';
import { blogTranslations, contentState } from '../src/db/schema.ts';
import { CONTENT_CACHE_CONTROL } from '../src/http/content-cache.ts';
import { seedContent } from '../src/seed/index.ts';
import { createTestApi, FIXTURES, type TestApi } from './helpers.ts';

type BlogDetail = { data: z.infer<typeof blogDetailResponse> };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Calls and checks the answer against the contract, so site and API cannot drift apart. */
async function data<S extends z.ZodType>(path: string, schema: S, method = 'GET'): Promise<z.output<S>> {
  const res = await api.call(method, path);
  expect(res.status, res.text).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(res.json);
  expect(body.code).toBe(0);
  return schema.parse(body.data);
}

describe('blog', () => {
  test('index: banners, topics with counts, latest first', async () => {
    const d = await data('/api/v1/blog/index.json?lang=en_US&source=pc', blogIndexResponse);
    expect(d.banners.map((b) => b.id)).toEqual([1]);
    expect(d.topics.map((t) => [t.id, t.articleCount])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(d.latest.list.map((a) => a.id)).toEqual([2, 1]);
    expect(d.latest.list[1]!.cover).toBe('/api/v1/blog/cover/1.svg');
  });

  test('contentLang picks the articles language; missing translations are left out', async () => {
    const d = await data('/api/v1/blog/index.json?lang=en_US&contentLang=th', blogIndexResponse);
    expect(d.latest.list.map((a) => [a.id, a.lang])).toEqual([[1, 'th']]);
  });

  test('banner list', async () => {
    const res = await api.call('GET', '/api/v1/blog/getBlogBannerList.json?lang=zh_CN');
    expect(res.json.data.list[0].title).toContain('Shopee');
  });

  test('topic page and show more', async () => {
    const d = await data('/api/v1/blog/topicsContentPage.json?topicsId=2&lang=en_US', blogTopicResponse);
    expect(d.topic.name).toBe('Lazada tips');
    expect(d.list.map((a) => a.id)).toEqual([2]);
    const more = await api.call('GET', '/api/v1/blog/showMoreBlog.json?lang=en_US&page=2&pageSize=1');
    expect(more.json.data.list.map((a: { id: number }) => a.id)).toEqual([1]);
    expect(more.json.data.total).toBe(2);
  });

  test('article details: sanitised HTML, topic, neighbours', async () => {
    const d = await data('/api/v1/blog/articleDetails.json?blogId=1&lang=en_US', blogDetailResponse);
    expect(d.article.html).toContain('<h2>Write a clear title</h2>');
    expect(d.article.html).not.toContain('<b>');
    expect(d.article.topicName).toBe('Shopee growth');
    expect(d.next?.id).toBe(2);
    expect(d.previous).toBeNull();
  });

  test('cover is served as a sandboxed SVG', async () => {
    const res = await api.call('GET', '/api/v1/blog/cover/1.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect((await api.call('GET', '/api/v1/blog/cover/2.svg')).json.code).toBe(3001);
  });

  test('search in English, Thai and Chinese with highlights', async () => {
    const en = await data('/api/v1/blog/search.json?content=flash%20sale&lang=en_US', blogSearchResponse);
    expect(en.list.map((a) => a.id)).toEqual([2]);
    expect(en.list[0]!.highlight.title).toContain('<mark>flash</mark>');
    const th = await data(
      `/api/v1/blog/search.json?content=${encodeURIComponent('ชื่อสินค้า')}&lang=th`,
      blogSearchResponse,
    );
    expect(th.list.map((a) => a.id)).toEqual([1]);
    const zh = await data(
      `/api/v1/blog/search.json?content=${encodeURIComponent('商品标题')}&lang=zh_CN`,
      blogSearchResponse,
    );
    expect(zh.list.map((a) => a.id)).toEqual([1]);
  });
});

describe('help centre', () => {
  test('index: category tree with counts, videos, common errors', async () => {
    const d = await data('/api/v5/en_US/index', helpIndexResponse);
    const gettingStarted = d.categories.find((c) => c.id === 1)!;
    expect(gettingStarted.articleCount).toBe(2);
    expect(gettingStarted.children.map((c) => c.id)).toEqual([12]);
    expect(d.videos.map((v) => [v.id, v.videoDuration])).toEqual([[1201, '4:12']]);
    expect(d.commonErrors.map((v) => v.id)).toEqual([9001]);
  });

  test('mobile category tree', async () => {
    const d = await data('/api/v5/th/mobile/category', helpCategoryResponse);
    expect(d.categories.find((c) => c.id === 1)!.articleCount).toBe(1);
  });

  test('category page includes sub-categories; video filter', async () => {
    const all = await data('/api/v5/en_US/catPage?categoryId=1', helpCatPageResponse);
    expect(all.list.map((a) => a.id)).toEqual([1001, 1201]);
    expect(all.breadcrumb).toEqual([{ id: 1, name: 'Getting started' }]);
    const videos = await data('/api/v5/en_US/catPage?categoryId=1&isVideo=1', helpCatPageResponse);
    expect(videos.list.map((a) => a.id)).toEqual([1201]);
    const articles = await data('/api/v5/en_US/catPage?categoryId=1&helpContentType=1', helpCatPageResponse);
    expect(articles.list.map((a) => a.id)).toEqual([1001]);
  });

  test('detail page, both path shapes', async () => {
    const d = await data('/api/v5/en_US/detailPage/12/2/1201/1', helpDetailResponse);
    expect(d.article.videoUrl).toContain('youtube-nocookie.com');
    expect(d.breadcrumb.map((b) => b.id)).toEqual([1, 12]);
    const e = await data('/api/v5/en_US/detailPage/9/1/9/9001/1', helpDetailResponse);
    expect(e.article.commonErrorCategoryId).toBe(9);
    expect((await api.call('GET', '/api/v5/en_US/detailPage/12/1/1201/1')).json.code).toBe(3001);
    expect((await api.call('GET', '/api/v5/vi/detailPage/1/1/1001/1')).json.code).toBe(3001);
  });

  test('search ranks and highlights, in Thai and Chinese too', async () => {
    const en = await data('/api/v5/en_US/search/get?k=shopee', helpSearchResponse, 'POST');
    expect(en.list[0]!.id).toBe(1201);
    expect(en.list.map((a) => a.id)).toContain(9001);
    const th = await data(
      `/api/v5/th/search/get?k=${encodeURIComponent('สมัครสมาชิก')}`,
      helpSearchResponse,
      'POST',
    );
    expect(th.list.map((a) => a.id)).toEqual([1001]);
    const zh = await data(
      `/api/v5/zh_CN/search/get?k=${encodeURIComponent('注册账号')}`,
      helpSearchResponse,
      'POST',
    );
    expect(zh.list[0]!.highlight.title).toContain('<mark>');
    const xss = await data(
      `/api/v5/en_US/search/get?k=${encodeURIComponent('<script>')}`,
      helpSearchResponse,
      'POST',
    );
    expect(xss.list).toEqual([]);
  });
});

describe('site data', () => {
  test('prices in the language market currency', async () => {
    const th = await data('/api/v1/th/goodsPrice.json', goodsPriceResponse);
    expect(th.currency).toBe('THB');
    expect(th.plans.map((p) => [p.slug, p.monthly])).toEqual([
      ['starter', 690],
      ['growth', 1690],
    ]);
    expect(th.plans[0]!.name).toBe('Starter th');
  });

  test('partners', async () => {
    const d = await data('/api/v1/en_US/partners.json', partnersResponse);
    expect(d.partners[0]!.slug).toBe('shopee');
  });

  test('customer-service channels with QR codes', async () => {
    const d = await data('/api/v1/customerService/getCustomerServiceList.json', csListResponse);
    expect(d.list.map((c) => c.channel)).toEqual(['whatsapp', 'email']);
    expect(Buffer.from(d.list[0]!.qrcode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const one = await api.call('GET', '/api/v1/getNotLoginContactCustomerQrcode.json?channel=whatsapp');
    expect(one.json.data.url).toBe('https://wa.me/6500000000');
    expect(
      (await api.call('GET', '/api/v1/getNotLoginContactCustomerQrcode.json?channel=line')).json.code,
    ).toBe(3004);
  });

  test('agreements by number or name, sanitised', async () => {
    const d = await data(
      '/api/v1/agreement/getPrivacyAgreement.json?agreementLanguage=vi&agreementType=1',
      agreementResponse,
    );
    expect(d).toMatchObject({ type: 'privacy', lang: 'vi', title: 'Privacy vi' });
    expect(d.html).not.toContain('<script');
    const terms = await data(
      '/api/v1/agreement/getPrivacyAgreement.json?agreementLanguage=th&agreementType=terms',
      agreementResponse,
    );
    expect(terms.title).toBe('Terms th');
  });

  test('locales, default country and dial code per language', async () => {
    const list = await data('/load/beforeList.json?language=th', beforeListResponse);
    expect(list.language).toBe('th');
    expect(list.locales.map((l) => l.code)).toEqual(LANGUAGES);
    const phone = await api.call('GET', '/api/v3/auth/defaultPhoneCode.json', {
      headers: { language: 'vi' },
    });
    expect(defaultPhoneCodeResponse.parse(phone.json.data)).toEqual({ country: 'VN', phonePrefix: '84' });
    const country = await data(
      '/api/v1/appointment/train/getNotLoggedDefaultCountry.json?lang=ms_MY',
      defaultCountryResponse,
    );
    expect(country.country).toBe('MY');
    expect(country.countries.length).toBe(6);
  });
});

describe('caches', () => {
  test('answers are cached, and reseeding shows the new content at once', async () => {
    const path = '/api/v1/blog/showMoreBlog.json?lang=en_US';
    const search = '/api/v5/en_US/search/get?k=expired';
    expect((await api.call('GET', path)).json.data.total).toBe(2);
    expect((await api.call('POST', search)).json.data.total).toBe(1);
    const dir = mkdtempSync(join(tmpdir(), 'sw-content-'));
    try {
      cpSync(FIXTURES, dir, { recursive: true });
      rmSync(join(dir, 'blog', '2-lazada-flash-sale'), { recursive: true });
      rmSync(join(dir, 'help', '9001-token-expired'), { recursive: true });
      await seedContent(api.db, dir);
      expect((await api.call('GET', path)).json.data.total).toBe(1);
      expect((await api.call('POST', search)).json.data.total).toBe(0);
    } finally {
      await seedContent(api.db, FIXTURES);
      rmSync(dir, { recursive: true });
    }
    expect((await api.call('GET', path)).json.data.total).toBe(2);
  });

  test('a hit is byte for byte the first answer, with its ETag and every header', async () => {
    const path = '/api/v1/blog/index.json?lang=th&source=pc';
    const first = await api.call('GET', path);
    const again = await api.call('GET', path);
    expect(again.text).toBe(first.text);
    for (const name of ['etag', 'content-type', 'x-content-type-options', 'cache-control']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(first.headers.get('cache-control')).toBe(CONTENT_CACHE_CONTROL);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const notModified = await api.call('GET', path, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    // The same URL in another language (from the header) is another answer with another tag.
    const viaHeader = await api.call('GET', '/api/v1/customerService/getCustomerServiceList.json', {
      headers: { language: 'vi', 'if-none-match': first.headers.get('etag')! },
    });
    expect(viaHeader.status).toBe(200);
  });

  test('the cover SVG keeps its sandboxing CSP and cache lifetime on a hit', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api.call('GET', '/api/v1/blog/cover/1.svg');
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  test('errors are not cached', async () => {
    const path = '/api/v1/blog/articleDetails.json?blogId=999&lang=en_US&source=pc';
    expect((await api.call('GET', path)).status).toBe(404);
    expect((await api.call('GET', path)).headers.get('etag')).toBeNull();
  });

  test('content seeded by another process is seen once its version shows up in the database', async () => {
    // A second app on the same database stands for another process: it never sees this one's seeding.
    const other = createApp({
      db: api.db,
      config: { ...api.config, contentCache: { maxBytes: 1 << 20, versionCheckMs: 0 } },
    });
    const path = '/api/v1/blog/articleDetails.json?blogId=1&lang=en_US&source=pc';
    const title = async () => ((await (await other.request(path)).json()) as BlogDetail).data.article.title;
    const before = await title();
    try {
      // Written behind the cache's back: still the cached answer, so no query per request.
      await api.db
        .update(blogTranslations)
        .set({ title: 'Changed elsewhere' })
        .where(and(eq(blogTranslations.articleId, 1), eq(blogTranslations.lang, 'en_US')));
      expect(await title()).toBe(before);
      await api.db.update(contentState).set({ version: 'seeded-elsewhere' });
      await expect.poll(title, { timeout: 5000, interval: 20 }).toBe('Changed elsewhere');
    } finally {
      await seedContent(api.db, FIXTURES);
    }
  });
});
