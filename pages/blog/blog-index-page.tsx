import type { BlogCard, BlogTopic } from '@sellwise/api/contract/blog';
import { Button, Heading, Text } from '@sellwise/design-system/primitives';
import { ArticleCard, type ArticleCardData } from '@sellwise/design-system/sections';
import { Rss } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServerOnly, withoutFields } from '../server-only';
import type { HrefBuilder, LoaderContext, PageLang, PageModule, PageProps, VisitorApi } from '../types';
import { useVisitorApi } from '../visitor/visitor-api';
import { BLOG_INDEX_PATH, blogFeedPath, blogHrefBuilder, blogSourceOf, parsePageNumber } from './blog-links';
import { BLOG_NAMESPACES, BlogFrame, BlogNotice, BlogSearchForm, settle, toCardData } from './blog-ui';
import { type InlineCovers, inlineCovers, withInlineCover } from './inline-cover';

/** At most this many pages of `?page=N` are loaded at once for a visitor without JavaScript. */
export const MAX_PAGES_AT_ONCE = 10;
/** Banners shown at the top: one wide, the rest in a row. */
const FEATURED = 4;

export type BlogIndexData =
  | {
      state: 'ok';
      lang: PageLang;
      source: string;
      banners: BlogCard[];
      topics: BlogTopic[];
      /** Pages 1…`page` of the latest articles. */
      latest: BlogCard[];
      total: number;
      page: number;
      pageSize: number;
      /** The banners' covers, in the page (inline-cover.ts). */
      covers?: InlineCovers;
    }
  | { state: 'error'; lang: PageLang; source: string; page: number };

/**
 * The index (banners, topics, latest articles). `?page=N` lists pages 1…N of the latest articles, so the
 * "show more" link works without JavaScript; with it, the next page is appended in place.
 */
export async function loadBlogIndex(ctx: LoaderContext): Promise<BlogIndexData> {
  const source = blogSourceOf(ctx.query);
  const requested = parsePageNumber(ctx.query);
  const base = { lang: ctx.lang, contentLang: ctx.lang, source };
  const index = await settle(() => ctx.api.content('blogIndex', { query: base }));
  if (!index.ok) return { state: 'error', lang: ctx.lang, source, page: requested };
  const { banners, topics, latest } = index.data;
  const pageSize = latest.pageSize;
  const pageCount = Math.max(1, Math.ceil(latest.total / pageSize));
  const page = Math.min(requested, pageCount, MAX_PAGES_AT_ONCE);
  const more = await Promise.all(
    Array.from({ length: page - 1 }, (_, i) =>
      settle(() => ctx.api.content('blogMore', { query: { ...base, page: i + 2, pageSize } })),
    ),
  );
  const list = [...latest.list];
  let loaded = 1;
  for (const answer of more) {
    // A page that failed ends the list there; "show more" offers it again.
    if (!answer.ok) break;
    list.push(...answer.data.list);
    loaded++;
  }
  const covers = await inlineCovers(ctx.api, banners.slice(0, FEATURED));
  return {
    state: 'ok',
    lang: ctx.lang,
    source,
    covers,
    banners,
    topics,
    latest: list,
    total: latest.total,
    page: loaded,
    pageSize,
  };
}

type MoreStatus = 'idle' | 'loading' | 'error';

/** The latest articles with "show more": a real link to `?page=N+1`, enhanced to append in place. */
export function LatestArticles({
  data,
  lang,
  link,
}: {
  data: Extract<BlogIndexData, { state: 'ok' }>;
  lang: PageProps['lang'];
  link: PageProps['href'];
}) {
  const intl = useIntl();
  const api: VisitorApi = useVisitorApi();
  const [cards, setCards] = useState(data.latest);
  const [page, setPage] = useState(data.page);
  const [total, setTotal] = useState(data.total);
  const [status, setStatus] = useState<MoreStatus>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('[data-slot="article-card-link"]');
    links?.[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const nextHref = link(BLOG_INDEX_PATH, { page: String(page + 1) });

  async function showMore(event: React.MouseEvent<HTMLAnchorElement>) {
    // A new tab or window keeps the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    setAnnouncement(intl.formatMessage({ id: 'pages.blog.index.loadingMore' }));
    const answer = await settle(() =>
      api.content('blogMore', {
        query: { lang, contentLang: lang, source: data.source, page: page + 1, pageSize: data.pageSize },
      }),
    );
    if (!answer.ok) {
      setStatus('error');
      setAnnouncement(intl.formatMessage({ id: 'pages.blog.index.loadMoreFailed' }));
      return;
    }
    const known = new Set(cards.map((c) => c.id));
    const fresh = answer.data.list.filter((c) => !known.has(c.id));
    setCards([...cards, ...fresh]);
    setPage(page + 1);
    setTotal(answer.data.total);
    setStatus('idle');
    setAnnouncement(intl.formatMessage({ id: 'pages.blog.index.loadedMore' }, { count: fresh.length }));
    if (fresh.length) setFocusIndex(cards.length);
    // The address says what is shown: a reload or a shared link lists the same articles.
    window.history.replaceState(window.history.state, '', nextHref);
  }

  const hasMore = cards.length < total;
  return (
    <section aria-labelledby="blog-latest" className="flex flex-col gap-6">
      <Heading level={2} size="lg" id="blog-latest">
        <FormattedMessage id="pages.blog.index.latest" />
      </Heading>
      {cards.length === 0 ? (
        <div
          data-blog-state="empty"
          className="flex flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border"
        >
          <Text weight="semibold">
            <FormattedMessage id="pages.blog.index.noArticles" />
          </Text>
          <Text tone="muted">
            <FormattedMessage id="pages.blog.index.noArticlesText" />
          </Text>
        </div>
      ) : (
        <ul
          ref={listRef}
          data-slot="blog-latest"
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {cards.map((card) => (
            <li key={card.id} className="flex [&>*]:flex-1">
              <ArticleCard {...toCardData(card, intl, link, data.topics)} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-2">
        {hasMore ? (
          <Button asChild variant="outline" size="lg">
            <a
              href={nextHref}
              onClick={showMore}
              data-slot="blog-show-more"
              aria-busy={status === 'loading' || undefined}
              aria-disabled={status === 'loading' || undefined}
            >
              <FormattedMessage
                id={status === 'loading' ? 'pages.blog.index.loadingMore' : 'pages.blog.index.showMore'}
              />
            </a>
          </Button>
        ) : null}
        {status === 'error' ? (
          <Text tone="danger" size="sm">
            <FormattedMessage id="pages.blog.index.loadMoreFailed" />
          </Text>
        ) : null}
        {/* Read out when more articles arrive (or fail to). */}
        <p role="status" className="sr-only" data-slot="blog-show-more-status">
          {announcement}
        </p>
      </div>
    </section>
  );
}

/** A banner whose cover is in the page: drawn at once, not when it scrolls near (it is on the first screen). */
const firstScreen = (card: ArticleCardData): ArticleCardData =>
  card.cover?.src.startsWith('data:') ? { ...card, cover: { ...card.cover, priority: true } } : card;

/** The first banner, wide, its cover loaded first (the largest picture above the fold). */
function FeaturedCard({ card }: { card: ArticleCardData }) {
  return (
    <ArticleCard
      {...card}
      cover={card.cover ? { ...card.cover, priority: true } : undefined}
      variant="list"
      headingLevel={3}
    />
  );
}

function BlogIndexPage({ data, lang, href }: PageProps<BlogIndexData>) {
  const link = blogHrefBuilder(href, data.source);
  if (data.state === 'error') {
    return (
      <BlogFrame link={link}>
        <BlogNotice
          kind="error"
          link={link}
          retryHref={link(BLOG_INDEX_PATH, data.page > 1 ? { page: String(data.page) } : undefined)}
        />
      </BlogFrame>
    );
  }
  return (
    <BlogFrame topics={data.topics} link={link}>
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <Heading level={1} size="display">
            <FormattedMessage id="pages.blog.index.title" />
          </Heading>
          <Text tone="muted" size="lg">
            <FormattedMessage id="pages.blog.index.intro" />
          </Text>
          <a
            href={href(blogFeedPath(lang))}
            type="application/atom+xml"
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Rss aria-hidden="true" className="size-4" />
            <FormattedMessage id="pages.blog.index.rss" />
          </a>
        </div>
        <div className="w-full md:max-w-sm">
          <BlogSearchForm href={href} link={link} />
        </div>
      </header>
      <ServerOnly name="blog-featured" render={() => <Featured data={data} link={link} />} />
      <LatestArticles data={data} lang={lang} link={link} />
    </BlogFrame>
  );
}

/** The featured articles, their covers in the page: server HTML, not sent again as data (browserData). */
function Featured({ data, link }: { data: Extract<BlogIndexData, { state: 'ok' }>; link: HrefBuilder }) {
  const intl = useIntl();
  const [first, ...others] = data.banners
    .slice(0, FEATURED)
    .map((card) => withInlineCover(card, data.covers));
  return first ? (
    <section aria-labelledby="blog-featured" className="flex flex-col gap-6">
      <Heading level={2} size="lg" id="blog-featured">
        <FormattedMessage id="pages.blog.index.featured" />
      </Heading>
      <FeaturedCard card={toCardData(first, intl, link, data.topics)} />
      {others.length ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((card) => (
            <li key={card.id} className="flex [&>*]:flex-1">
              <ArticleCard {...firstScreen(toCardData(card, intl, link, data.topics))} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  ) : null;
}

export const blogIndexPage: PageModule<BlogIndexData> = {
  Page: BlogIndexPage,
  namespaces: BLOG_NAMESPACES,
  loader: loadBlogIndex,
  browserData: (data) => (data.state === 'ok' ? withoutFields(data, 'banners', 'covers') : data),
  meta: ({ data, intl }) => {
    const base = {
      title: intl.formatMessage({ id: 'pages.blog.meta.indexTitle' }),
      description: intl.formatMessage({ id: 'pages.blog.meta.indexDescription' }),
      breadcrumbs: [{ name: intl.formatMessage({ id: 'pages.blog.name' }), path: BLOG_INDEX_PATH }],
      feeds: [
        {
          href: blogFeedPath(data.lang),
          title: intl.formatMessage({ id: 'pages.blog.meta.feedTitle' }),
        },
      ],
    };
    if (data.state === 'error') return { ...base, status: 503, noindex: true };
    // Later pages repeat the first one's articles: only the first is indexed.
    return data.page > 1 ? { ...base, noindex: true } : base;
  },
};
