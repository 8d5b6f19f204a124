import { LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract/languages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor } from '../stories-support/with-intl';
import type { HrefBuilder, PageApi, PageLang, PageModule } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { articleJsonLd, blogArticlePage } from './blog-article-page';
import { blogContext, fixtureContent } from './blog-fixtures';
import { blogIndexPage } from './blog-index-page';
import { blogSearchPage } from './blog-search-page';
import { blogTopicPage } from './blog-topic-page';
import { INLINE_COVER_MAX_BYTES } from './inline-cover';

// The site's builder for blog addresses: no language segment (they carry none), query appended.
const siteHref: HrefBuilder = (path, query) => {
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
  return `${path.startsWith('/') ? path : `/en_US/${path}`}${search}`;
};
const intlFor = (lang: PageLang) =>
  createIntl({ locale: lang.replace('_', '-'), messages: messagesFor(lang) });

function show<D>(page: PageModule<D>, data: D, content = fixtureContent(), params = {}) {
  const api = fixtureVisitorApi({ content });
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={api}>
        <page.Page data={data} lang="en_US" device="desktop" params={params} href={siteHref} />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return userEvent.setup();
}

const failing: PageApi['content'] = () => Promise.reject(new TypeError('fetch failed'));

describe('blog article', () => {
  it('answers 301 to the canonical address when the slug is missing or wrong, query kept', async () => {
    for (const params of [{ id: '1' }, { id: '1', title: 'wrong-title' }] as Record<string, string>[]) {
      const data = await blogArticlePage.loader?.(blogContext('en_US', { params, query: 'source=app' }));
      expect(data).toEqual({
        state: 'moved',
        location: '/blog/articleDetails/1/shopee-listing-seo.htm?source=app',
      });
      const meta = blogArticlePage.meta({ data: data!, intl: intlFor('en_US'), params });
      expect(meta.redirect).toEqual({
        location: '/blog/articleDetails/1/shopee-listing-seo.htm?source=app',
        permanent: true,
      });
    }
  });

  it('an unknown or malformed id is the not-found state: 404, noindex, a way back', async () => {
    for (const id of ['999999', '0', 'abc']) {
      const data = await blogArticlePage.loader?.(blogContext('en_US', { params: { id, title: 'x' } }));
      expect(data?.state, id).toBe('notFound');
      const meta = blogArticlePage.meta({ data: data!, intl: intlFor('en_US'), params: {} });
      expect(meta).toMatchObject({ status: 404, noindex: true, title: 'Article not found | Sellwise blog' });
    }
    const data = await blogArticlePage.loader?.(blogContext('en_US', { params: { id: '0', title: 'x' } }));
    show(blogArticlePage, data!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this article');
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog/index.htm');
  });

  it('an API that cannot answer is a notice (503), never an exception', async () => {
    const data = await blogArticlePage.loader?.(
      blogContext('en_US', { params: { id: '1', title: 'x' }, content: failing }),
    );
    expect(data?.state).toBe('error');
    expect(blogArticlePage.meta({ data: data!, intl: intlFor('en_US'), params: {} }).status).toBe(503);
  });

  it('describes the article for search engines: Article JSON-LD, breadcrumbs, Open Graph', async () => {
    const params = { id: '1', title: 'shopee-listing-seo' };
    const data = await blogArticlePage.loader?.(blogContext('th', { params }));
    expect(data?.state).toBe('ok');
    const meta = blogArticlePage.meta({ data: data!, intl: intlFor('th'), params });
    expect(meta.jsonLd?.[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'เขียนหน้าสินค้า Shopee ให้ติดอันดับค้นหา และยังขายได้จริง',
      datePublished: '2026-07-06',
      author: { '@type': 'Organization' },
      inLanguage: LANGUAGE_TAGS.th,
    });
    const [ld] = meta.jsonLd ?? [];
    expect((ld as { image: string[] }).image[0]).toMatch(/^data:image\/svg/);
    expect(meta.breadcrumbs?.map((c) => c.path)).toEqual([
      '/blog/index.htm',
      '/blog/topicsContent/1/marketplace-growth.htm',
      '/blog/articleDetails/1/shopee-listing-seo.htm',
    ]);
    expect(meta.article).toMatchObject({ publishedTime: '2026-07-06' });
    expect(meta.image).toBeTruthy();
  });

  it('JSON-LD omits what the article lacks', () => {
    const ld = articleJsonLd(
      {
        id: 2,
        slug: 's',
        topicId: 1,
        title: 'T',
        summary: 'S',
        author: 'A',
        cover: '',
        publishedAt: '2026-01-02',
        readingMinutes: 3,
        tags: [],
        lang: 'vi',
        html: '',
        topicName: '',
      },
      'vi',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'T',
      description: 'S',
      datePublished: '2026-01-02',
      author: { '@type': 'Organization', name: 'A' },
      inLanguage: LANGUAGE_TAGS.vi,
    });
  });

  it('shows title, author, date, reading time, contents, body, share, pager; links keep source=app', async () => {
    const params = { id: '1', title: 'shopee-listing-seo' };
    const data = await blogArticlePage.loader?.(blogContext('en_US', { params, query: 'source=app' }));
    show(blogArticlePage, data!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'How to write Shopee listings that rank (and still convert)',
    );
    expect(screen.getByText('By Sellwise Growth Team')).toBeInTheDocument();
    expect(document.querySelector('header time')).toHaveTextContent('July 6, 2026');
    expect(screen.getAllByText('6 min read').length).toBeGreaterThan(0);
    const toc = screen.getAllByRole('navigation', { name: 'On this page' })[0]!;
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    // Every contents entry points at a heading of the body.
    for (const entry of entries) {
      const id = decodeURIComponent(entry.getAttribute('href')!.slice(1));
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByRole('group', { name: 'Share this article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next article/ })).toHaveAttribute(
      'href',
      '/blog/articleDetails/2/expand-to-new-sea-market.htm?source=app',
    );
    const blogLinks = [...document.querySelectorAll('a[href^="/blog/"]')];
    expect(blogLinks.length).toBeGreaterThan(5);
    for (const a of blogLinks) expect(a.getAttribute('href'), a.textContent ?? '').toContain('source=app');
  });
});

describe('blog index', () => {
  it('?page=N lists pages 1…N, so "show more" works without JavaScript', async () => {
    const first = await blogIndexPage.loader?.(blogContext('en_US'));
    const second = await blogIndexPage.loader?.(blogContext('en_US', { query: 'page=2' }));
    expect(first).toMatchObject({ state: 'ok', page: 1, total: 12 });
    expect(first?.state === 'ok' && first.latest).toHaveLength(9);
    expect(second?.state === 'ok' && second.latest).toHaveLength(12);
    expect(blogIndexPage.meta({ data: second!, intl: intlFor('en_US'), params: {} }).noindex).toBe(true);
  });

  it('puts the banners’ covers into the page, so the first screen paints without a request', async () => {
    const svg = (id: number) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${id}</title></svg>`;
    const asked: number[] = [];
    const ctx = blogContext('en_US');
    ctx.api.blogCover = async (id) => {
      asked.push(id);
      // One cover too large to inline, one the API cannot give: those keep their address.
      return id === asked[0] ? 'x'.repeat(INLINE_COVER_MAX_BYTES + 1) : id === asked[1] ? undefined : svg(id);
    };
    const data = await blogIndexPage.loader?.(ctx);
    if (data?.state !== 'ok') throw new Error('blog index did not load');
    const banners = data.banners.slice(0, 4).filter((card) => card.cover);
    expect(asked).toEqual(banners.map((card) => card.id));
    const inlined = banners.slice(2);
    expect(inlined.length).toBeGreaterThan(0);
    expect(Object.keys(data.covers ?? {}).map(Number)).toEqual(inlined.map((card) => card.id));
    show(blogIndexPage, data);
    const sources = [...document.querySelectorAll('#blog-featured ~ * img, #blog-featured + * img')].map(
      (img) => img.getAttribute('src'),
    );
    for (const card of inlined)
      expect(sources).toContain(`data:image/svg+xml,${encodeURIComponent(svg(card.id))}`);
    for (const card of banners.slice(0, 2)) expect(sources).toContain(card.cover);
    // Without the call (a loader test, an old site), the page keeps the addresses.
    const plain = await blogIndexPage.loader?.(blogContext('en_US'));
    expect(plain?.state === 'ok' && plain.covers).toEqual({});
  });

  it('names its Atom feed in the page language', async () => {
    const data = await blogIndexPage.loader?.(blogContext('zh_CN'));
    const meta = blogIndexPage.meta({ data: data!, intl: intlFor('zh_CN'), params: {} });
    expect(meta.feeds).toEqual([{ href: '/blog/feed.xml?lang=zh_CN', title: 'Sellwise 博客（Atom 订阅）' }]);
  });

  it('"show more" is a link to the next page, enhanced in place: appended, focused, announced', async () => {
    const data = await blogIndexPage.loader?.(blogContext('en_US', { query: 'source=app' }));
    const content = vi.fn(fixtureContent()) as unknown as PageApi['content'] & ReturnType<typeof vi.fn>;
    const user = show(blogIndexPage, data!, content);
    const more = screen.getByRole('link', { name: 'Show more articles' });
    expect(more).toHaveAttribute('href', '/blog/index.htm?page=2&source=app');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/blog/feed.xml?lang=en_US',
    );
    const list = document.querySelector('[data-slot="blog-latest"]')!;
    expect(list.querySelectorAll('li')).toHaveLength(9);
    await user.click(more);
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(12));
    expect(content).toHaveBeenCalledWith('blogMore', {
      query: { lang: 'en_US', contentLang: 'en_US', source: 'app', page: 2, pageSize: 9 },
    });
    const tenth = list.querySelectorAll('[data-slot="article-card-link"]')[9];
    await waitFor(() => expect(document.activeElement).toBe(tenth));
    expect(screen.getByRole('status')).toHaveTextContent('3 more articles loaded');
    // All twelve shown: no more link; the address says page 2.
    expect(screen.queryByRole('link', { name: 'Show more articles' })).toBeNull();
    expect(window.location.search).toBe('?page=2&source=app');
  });

  it('a failed "show more" keeps the list and the link, and says so', async () => {
    const data = await blogIndexPage.loader?.(blogContext('en_US'));
    const user = show(blogIndexPage, data!, failing);
    await user.click(screen.getByRole('link', { name: 'Show more articles' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('More articles could not be loaded'),
    );
    expect(document.querySelectorAll('[data-slot="blog-latest"] li')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Show more articles' })).toBeInTheDocument();
  });

  it('without source, links stay clean; an API failure is the error notice', async () => {
    const data = await blogIndexPage.loader?.(blogContext('en_US'));
    show(blogIndexPage, data!);
    for (const a of document.querySelectorAll('a[href^="/blog/"]'))
      expect(a.getAttribute('href')).not.toContain('source=');
    const down = await blogIndexPage.loader?.(blogContext('en_US', { content: failing }));
    expect(down?.state).toBe('error');
    expect(blogIndexPage.meta({ data: down!, intl: intlFor('en_US'), params: {} }).status).toBe(503);
  });
});

describe('blog topic', () => {
  it('a wrong slug answers 301 to the canonical address; an unknown topic is a 404 state', async () => {
    const moved = await blogTopicPage.loader?.(
      blogContext('en_US', { params: { id: '2', topics: 'old-name' }, query: 'page=1&source=app' }),
    );
    expect(moved).toEqual({
      state: 'moved',
      location: '/blog/topicsContent/2/operations-fulfilment.htm?page=1&source=app',
    });
    const missing = await blogTopicPage.loader?.(
      blogContext('en_US', { params: { id: '999999', topics: 'none' } }),
    );
    expect(missing?.state).toBe('notFound');
    expect(blogTopicPage.meta({ data: missing!, intl: intlFor('en_US'), params: {} })).toMatchObject({
      status: 404,
      noindex: true,
    });
  });

  it('lists the topic’s articles with real page links carrying the source', async () => {
    const params = { id: '1', topics: 'marketplace-growth' };
    const data = await blogTopicPage.loader?.(blogContext('vi', { params, query: 'source=app' }));
    expect(data).toMatchObject({ state: 'ok', topic: { name: 'Tăng trưởng trên sàn' }, total: 3 });
    show(blogTopicPage, data!, fixtureContent(), params);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tăng trưởng trên sàn');
    expect(screen.getByRole('link', { name: /Tăng trưởng trên sàn/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.querySelectorAll('[data-slot="blog-topic-list"] li')).toHaveLength(3);
    const meta = blogTopicPage.meta({ data: data!, intl: intlFor('vi'), params });
    expect(meta.title).toBe('Tăng trưởng trên sàn | Blog Sellwise');
  });
});

describe('blog search', () => {
  it('cuts a 1,000-character search to the API maximum before asking, and says so', async () => {
    const content = vi.fn(fixtureContent()) as unknown as PageApi['content'] & ReturnType<typeof vi.fn>;
    const long = 'ก'.repeat(1000);
    const data = await blogSearchPage.loader?.(
      blogContext('th', { query: `content=${encodeURIComponent(long)}`, content }),
    );
    const search = content.mock.calls.find(([name]) => name === 'blogSearch') ?? [];
    expect((search[1] as { query: { content: string } }).query.content).toBe('ก'.repeat(100));
    expect(data).toMatchObject({ query: 'ก'.repeat(100), truncated: true, failed: false });
    show(blogSearchPage, data!);
    expect(document.querySelector('[data-slot="blog-search-truncated"]')).toHaveTextContent('100');
  });

  it('an empty search asks nothing and offers the form and the topics', async () => {
    const content = vi.fn(fixtureContent()) as unknown as PageApi['content'] & ReturnType<typeof vi.fn>;
    const data = await blogSearchPage.loader?.(blogContext('en_US', { query: 'content=%20%20', content }));
    expect(content.mock.calls.map(([name]) => name)).toEqual(['blogIndex']);
    show(blogSearchPage, data!);
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'content');
    expect(screen.getByRole('link', { name: 'Marketplace growth' })).toHaveAttribute(
      'href',
      '/blog/topicsContent/1/marketplace-growth.htm',
    );
  });

  it('highlights hits and pages through them with links keeping the query and source', async () => {
    const data = await blogSearchPage.loader?.(blogContext('en_US', { query: 'content=shopee&source=app' }));
    show(blogSearchPage, data!);
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ results? for “shopee”/);
    const hits = document.querySelector('[data-slot="blog-search-hits"]')!;
    expect(hits.querySelector('h2 a mark')).toHaveTextContent(/shopee/i);
    expect(hits.querySelector('h2 a')?.getAttribute('href')).toMatch(
      /^\/blog\/articleDetails\/\d+\/[a-z0-9-]+\.htm\?source=app$/,
    );
    expect(blogSearchPage.meta({ data: data!, intl: intlFor('en_US'), params: {} }).noindex).toBe(true);
  });

  it('no results: topics and the help centre; the text is shown, never run', async () => {
    const data = await blogSearchPage.loader?.(
      blogContext('en_US', { query: `content=${encodeURIComponent('<script>alert(1)</script>')}` }),
    );
    show(blogSearchPage, data!);
    expect(screen.getByRole('heading', { level: 2, name: /No articles match/ })).toHaveTextContent(
      'No articles match “<script>alert(1)</script>”',
    );
    expect(document.querySelector('main script, [data-blog-state] script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the help centre' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/start',
    );
    expect(screen.getByRole('heading', { name: 'Browse topics' })).toBeInTheDocument();
  });
});

describe('blog messages', () => {
  it('every page title differs by language (the page’s own text is translated)', async () => {
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const data = await blogIndexPage.loader?.(blogContext(lang));
      titles.add(blogIndexPage.meta({ data: data!, intl: intlFor(lang), params: {} }).title);
    }
    // Indonesian and Malay may share a title; the others differ.
    expect(titles.size).toBeGreaterThanOrEqual(LANGUAGES.length - 1);
  });
});
