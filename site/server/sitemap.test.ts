import { DEFAULT_LANGUAGE, LANGUAGES } from '@sellwise/api/contract/languages';
import { describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../config';
import { render } from '../entry-server';
import type { ContentIndex } from './content-index';
import { INDEX } from './content-index.fixtures';
import { robotsTxt, sitemapDocument, sitemapEntries, sitemapXml, xmlEscape } from './sitemap';

const ORIGIN = 'https://www.sellwise.example';

const locs = (index?: ContentIndex) => sitemapEntries(ORIGIN, index).map((e) => e.loc);

describe('sitemap', () => {
  it("keeps today's pages in every language with hreflang to all six and x-default", () => {
    const entries = sitemapEntries(ORIGIN, undefined);
    for (const lang of LANGUAGES) {
      const home = entries.find((e) => e.loc === `${ORIGIN}/${lang}/index.htm`);
      expect(home?.alternates?.map((a) => a.lang)).toEqual([...LANGUAGES]);
      expect(locs()).toContain(`${ORIGIN}/${lang}/goods/price.htm`);
      expect(locs()).toContain(`${ORIGIN}/${lang}/leftCat/start`);
    }
    expect(locs()).toContain(`${ORIGIN}/blog/index.htm`);
  });

  it('lists no page that answers other than 200, and no phone address', () => {
    const all = locs(INDEX);
    for (const loc of all) {
      expect(new URL(loc).pathname).not.toMatch(/page404|dashboard|registerNext|^\/m\/|:/);
      expect(loc.startsWith(ORIGIN)).toBe(true);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists each help category and article only in the languages it is translated into', () => {
    const all = locs(INDEX);
    expect(all).toContain(`${ORIGIN}/en_US/leftCat/1_12`);
    expect(all).toContain(`${ORIGIN}/zh_CN/leftCat/1_12`);
    expect(all).not.toContain(`${ORIGIN}/th/leftCat/1_12`);
    expect(all).toContain(`${ORIGIN}/th/leftCat/1_9`);
    expect(all).toContain(`${ORIGIN}/en_US/detailPage/12/1/1203/1`);
    expect(all).toContain(`${ORIGIN}/zh_CN/detailPage/12/1/1203/1`);
    expect(all).not.toContain(`${ORIGIN}/vi/detailPage/12/1/1203/1`);
    expect(all).toContain(`${ORIGIN}/th/detailPage/9/1/9/1031/1`);
    expect(all.filter((l) => l.includes('/detailPage/'))).toHaveLength(3);
  });

  it('gives hreflang only to translations that exist, x-default only when the default language has one', () => {
    const xml = sitemapEntries(ORIGIN, INDEX);
    const article = xml.find((e) => e.loc === `${ORIGIN}/zh_CN/detailPage/12/1/1203/1`);
    expect(article?.alternates?.map((a) => a.lang)).toEqual(['en_US', 'zh_CN']);
    expect(article?.lastmod).toBe('2024-02-02T00:00:00.000Z');
    const doc = sitemapXmlOf(INDEX);
    const thaiOnly = urlBlock(doc, `${ORIGIN}/th/detailPage/9/1/9/1031/1`);
    expect(thaiOnly).toContain('hreflang="th"');
    expect(thaiOnly).not.toContain('hreflang="x-default"');
    expect(thaiOnly).not.toContain('hreflang="en-US"');
    const both = urlBlock(doc, `${ORIGIN}/en_US/detailPage/12/1/1203/1`);
    expect(both).toContain(
      `hreflang="x-default" href="${ORIGIN}/${DEFAULT_LANGUAGE}/detailPage/12/1/1203/1"`,
    );
    expect(both).toContain('hreflang="zh-CN"');
  });

  it('lists the blog index, each topic with articles and each article once, without language segment', () => {
    const all = locs(INDEX);
    expect(all.filter((l) => l.includes('/blog/'))).toEqual([
      `${ORIGIN}/blog/index.htm`,
      `${ORIGIN}/blog/topicsContent/2/operations.htm`,
      `${ORIGIN}/blog/articleDetails/7/shopee-listing-seo.htm`,
      `${ORIGIN}/blog/articleDetails/8/stock-sync.htm`,
    ]);
    const post = sitemapEntries(ORIGIN, INDEX).find((e) => e.loc.endsWith('/7/shopee-listing-seo.htm'));
    expect(post).toEqual({ loc: post?.loc, lastmod: '2024-04-02T08:00:00.000Z' });
  });

  it('escapes XML and reads the index through the loader', async () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const load = vi.fn(async () => INDEX);
    const xml = await sitemapXml('https://x.example/?a=1&b=2', load);
    expect(load).toHaveBeenCalledOnce();
    expect(xml).toContain('<loc>https://x.example/?a=1&amp;b=2/th/leftCat/1_9</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('still answers the pages it knows when the API gives no index', async () => {
    const xml = await sitemapXml(ORIGIN, async () => undefined);
    expect(xml).toContain(`<loc>${ORIGIN}/th/index.htm</loc>`);
    expect(xml).not.toContain('detailPage');
  });

  it('points robots.txt at it', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

// The marketing pages, rendered with an API stand-in (the help and blog pages need the API's real data).
describe('every marketing address of the sitemap is a page the server answers with 200', () => {
  const config = configFromEnv({ SITE_ORIGIN: ORIGIN }, 'test');
  const apiFetch = (async () =>
    new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }))) as unknown as typeof fetch;
  it.each(locs(undefined).filter((l) => /\/(th|en_US)\//.test(l) && !l.includes('/leftCat/')))(
    '%s',
    async (loc) => {
      const r = await render(
        new Request(loc, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } }),
        {
          config,
          apiFetch,
          apiBaseUrl: 'http://in-process',
          assets: { script: '/a.js', css: [], preload: [] },
          nonce: 'n',
        },
      );
      expect(r.status).toBe(200);
    },
  );
});

function sitemapXmlOf(index: ContentIndex): string {
  return sitemapDocument(sitemapEntries(ORIGIN, index));
}

/** The `<url>` element of one address. */
function urlBlock(doc: string, loc: string): string {
  return doc.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`)) ?? '';
}
