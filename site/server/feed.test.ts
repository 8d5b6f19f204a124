import { LANGUAGES } from '@sellwise/api/contract/languages';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { blogFeed } from '../entry-server';
import type { ContentIndex } from './content-index';
import { INDEX } from './content-index.fixtures';
import { ATOM_TYPE, atomFeed, FEED_SIZE } from './feed';

const ORIGIN = 'https://www.sellwise.example';
const texts = { title: 'Sellwise blog', subtitle: 'Guides', author: 'Sellwise' };
const config = configFromEnv({ SITE_ORIGIN: ORIGIN }, 'test');

const entries = (xml: string) => xml.split('<entry>').slice(1);

describe('atomFeed', () => {
  it('lists only the articles translated into the language, in it, linking to the canonical address', () => {
    const th = atomFeed({ origin: ORIGIN, lang: 'th', index: INDEX, texts });
    expect(entries(th)).toHaveLength(1);
    expect(th).toContain('<title>SEO รายการสินค้า</title>');
    expect(th).toContain('<summary>ชื่อและคีย์เวิร์ด</summary>');
    expect(th).toContain(
      `<link rel="alternate" type="text/html" href="${ORIGIN}/blog/articleDetails/7/shopee-listing-seo.htm"/>`,
    );
    expect(th).toContain('<published>2024-03-01T08:00:00.000Z</published>');
    expect(th).toContain('<updated>2024-04-02T08:00:00.000Z</updated>');
    expect(th).toContain('xml:lang="th"');
    expect(th).toContain(
      `<link rel="self" type="application/atom+xml" href="${ORIGIN}/blog/feed.xml?lang=th"/>`,
    );
    expect(th).not.toContain('Đồng bộ');
    const vi = atomFeed({ origin: ORIGIN, lang: 'vi', index: INDEX, texts });
    expect(entries(vi)).toHaveLength(1);
    expect(vi).toContain('<title>Đồng bộ kho</title>');
    expect(entries(atomFeed({ origin: ORIGIN, lang: 'ms_MY', index: INDEX, texts }))).toHaveLength(0);
  });

  it('escapes the text so the XML stays well-formed, and sorts newest first within FEED_SIZE', () => {
    const many: ContentIndex = {
      ...INDEX,
      blog: Array.from({ length: FEED_SIZE + 5 }, (_, i) => ({
        id: i + 1,
        slug: `post-${i + 1}`,
        topicId: 2,
        publishedAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        langs: ['en_US' as const],
        titles: { en_US: `<b>Tom & "Jerry"</b> ${i + 1}` },
        summaries: { en_US: "It's <script>alert(1)</script>" },
      })),
    };
    const xml = atomFeed({ origin: ORIGIN, lang: 'en_US', index: many, texts: { ...texts, title: 'A & B' } });
    expect(entries(xml)).toHaveLength(FEED_SIZE);
    expect(entries(xml)[0]).toContain(`post-${FEED_SIZE + 5}.htm`);
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain(`<title>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; ${FEED_SIZE + 5}</title>`);
    expect(xml).toContain('<summary>It&apos;s &lt;script&gt;alert(1)&lt;/script&gt;</summary>');
    expect(xml).not.toMatch(
      /<(?!\/?(?:feed|entry|id|title|subtitle|link|updated|published|summary|author|name)\b|\?xml)/,
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is a valid Atom document even without articles', () => {
    const xml = atomFeed({ origin: ORIGIN, lang: 'in', index: { ...INDEX, blog: [] }, texts });
    expect(xml).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
    expect(xml).toContain('<author><name>Sellwise</name></author>');
    expect(
      xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"'),
    ).toBe(true);
  });
});

describe('blogFeed (the /blog/feed.xml answer)', () => {
  const get = (
    query: string,
    headers: Record<string, string> = {},
    index: ContentIndex | undefined = INDEX,
  ) =>
    blogFeed(new Request(`${ORIGIN}/blog/feed.xml${query}`, { headers }), {
      config,
      contentIndex: async () => index,
    });

  it.each(LANGUAGES)('answers Atom in %s with the language asked for', async (lang) => {
    const r = await get(`?lang=${lang}`, { 'accept-language': 'th' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(ATOM_TYPE);
    expect(r.body).toContain(`<id>${ORIGIN}/blog/feed.xml?lang=${lang}</id>`);
    expect(r.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('uses the detected language without lang, and for a lang it does not know', async () => {
    for (const query of ['', '?lang=xx', '?lang=%3Cscript%3E']) {
      const r = await get(query, { cookie: 'language=vi' });
      expect(r.status, query).toBe(200);
      expect(r.body, query).toContain('xml:lang="vi"');
      expect(r.headers.vary, query).toBe('Cookie, Accept-Language');
      expect(r.body).not.toContain('script');
    }
    expect((await get('', { 'accept-language': 'th-TH,th;q=0.9' })).body).toContain('xml:lang="th"');
    expect((await get('')).body).toContain('xml:lang="en-US"');
  });

  it('answers 503 while the API cannot list the articles', async () => {
    const r = await blogFeed(new Request(`${ORIGIN}/blog/feed.xml?lang=th`), {
      config,
      contentIndex: async () => undefined,
    });
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe('60');
  });
});
