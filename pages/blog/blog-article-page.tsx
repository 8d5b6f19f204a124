import type { BlogCard, BlogDetailResponse, BlogTopic } from '@sellwise/api/contract/blog';
import { ERRORS } from '@sellwise/api/contract/errors';
import { LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { ArticleBody, ShareLinks, TableOfContents } from '@sellwise/design-system/content';
import { Badge, Heading, Text } from '@sellwise/design-system/primitives';
import { ArticleCard, SectionImg } from '@sellwise/design-system/sections';
import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { articleForBrowser, articleParts } from '../article-once';
import { ServerOnly, withoutFields } from '../server-only';
import type { HrefBuilder, LoaderContext, PageLang, PageMeta, PageModule, PageProps } from '../types';
import {
  BLOG_INDEX_PATH,
  blogArticleIdPath,
  blogArticlePath,
  blogHrefBuilder,
  blogSourceOf,
  blogTopicPath,
  parseBlogId,
  querySuffix,
} from './blog-links';
import {
  BLOG_NAMESPACES,
  BlogFrame,
  BlogNotice,
  COVER_SIZE,
  formatBlogDate,
  settle,
  toCardData,
} from './blog-ui';
import { type InlineCovers, inlineCovers, withInlineCover } from './inline-cover';

export type BlogArticle = BlogDetailResponse['article'];

export type BlogArticleData =
  | ({
      state: 'ok';
      lang: PageLang;
      source: string;
      topics: BlogTopic[];
      /** The cover, in the page (inline-cover.ts). */
      covers?: InlineCovers;
    } & BlogDetailResponse)
  /** The address named the article without its slug, or with another one: 301 to the canonical address. */
  | { state: 'moved'; location: string }
  | { state: 'notFound'; lang: PageLang; source: string; topics: BlogTopic[] }
  | { state: 'error'; lang: PageLang; source: string; id: number };

/**
 * One article. `:id` must be a positive number and name an article in the page language (else the
 * not-found state, 404); `:title` is its slug, and any other (or none) answers 301 to the canonical
 * address, query kept.
 */
export async function loadBlogArticle(ctx: LoaderContext): Promise<BlogArticleData> {
  const source = blogSourceOf(ctx.query);
  const id = parseBlogId(ctx.params.id);
  const base = { lang: ctx.lang, contentLang: ctx.lang, source };
  // The topic list names each topic's slug (its page's address); the API caches it.
  const topicsCall = settle(() => ctx.api.content('blogIndex', { query: base }));
  if (id === undefined) {
    const index = await topicsCall;
    return { state: 'notFound', lang: ctx.lang, source, topics: index.ok ? index.data.topics : [] };
  }
  const [detail, index] = await Promise.all([
    settle(
      () => ctx.api.content('blogArticle', { query: { ...base, blogId: id } }),
      ERRORS.ARTICLE_NOT_FOUND.code,
    ),
    topicsCall,
  ]);
  const topics = index.ok ? index.data.topics : [];
  if (!detail.ok) {
    return detail.notFound
      ? { state: 'notFound', lang: ctx.lang, source, topics }
      : { state: 'error', lang: ctx.lang, source, id };
  }
  const { article } = detail.data;
  if (ctx.params.title !== article.slug) {
    return {
      state: 'moved',
      location: `${blogArticlePath(article.id, article.slug)}${querySuffix(ctx.query)}`,
    };
  }
  const covers = await inlineCovers(ctx.api, [article]);
  return { state: 'ok', lang: ctx.lang, source, topics, covers, ...detail.data };
}

/** schema.org `Article` for the head: what search engines show about the post. */
export function articleJsonLd(article: BlogArticle, lang: PageLang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    author: { '@type': 'Organization', name: article.author },
    ...(article.cover ? { image: [article.cover] } : {}),
    inLanguage: LANGUAGE_TAGS[lang],
    ...(article.topicName ? { articleSection: article.topicName } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
  };
}

function ArticleHeader({
  article,
  topic,
  link,
}: {
  article: BlogArticle;
  topic: BlogTopic | undefined;
  link: HrefBuilder;
}) {
  const intl = useIntl();
  return (
    <header className="flex flex-col gap-4">
      {topic ? (
        <a
          href={link(blogTopicPath(topic.id, topic.slug))}
          className="self-start rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Badge variant="primary">{topic.name}</Badge>
        </a>
      ) : article.topicName ? (
        <Badge variant="primary" className="self-start">
          {article.topicName}
        </Badge>
      ) : null}
      <Heading level={1} size="xl" className="max-w-[30ch]">
        {article.title}
      </Heading>
      <Text tone="muted" size="lg" className="max-w-[70ch]" data-testid="article-summary">
        {article.summary}
      </Text>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          <FormattedMessage id="pages.blog.article.by" values={{ author: article.author }} />
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedAt}>{formatBlogDate(intl, article.publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          <FormattedMessage id="pages.blog.card.readingTime" values={{ minutes: article.readingMinutes }} />
        </span>
      </p>
      {article.cover ? (
        <div className="overflow-hidden rounded-xl bg-muted">
          <SectionImg
            image={{ src: article.cover, alt: '', ...COVER_SIZE, priority: true }}
            className="w-full"
          />
        </div>
      ) : null}
    </header>
  );
}

function Pager({
  previous,
  next,
  link,
}: {
  previous: BlogCard | null;
  next: BlogCard | null;
  link: HrefBuilder;
}) {
  const intl = useIntl();
  if (!previous && !next) return null;
  const item =
    'group flex h-full flex-col gap-1 rounded-xl p-4 ring-1 ring-border transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <nav aria-label={intl.formatMessage({ id: 'pages.blog.article.pager' })} data-slot="blog-pager">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          {previous ? (
            <a href={link(blogArticlePath(previous.id, previous.slug))} rel="prev" className={item}>
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                <FormattedMessage id="pages.blog.article.previous" />
              </span>
              <span className="font-semibold text-foreground group-hover:text-primary">{previous.title}</span>
            </a>
          ) : null}
        </li>
        <li>
          {next ? (
            <a
              href={link(blogArticlePath(next.id, next.slug))}
              rel="next"
              className={`${item} sm:items-end sm:text-end`}
            >
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <FormattedMessage id="pages.blog.article.next" />
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </span>
              <span className="font-semibold text-foreground group-hover:text-primary">{next.title}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

/**
 * Share links need a full address; the page knows only its path, so the browser adds its origin once
 * hydrated (the server's links carry the path, which the copy button and networks never see).
 */
function useAbsoluteUrl(path: string): string {
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);
  return url;
}

function ArticleView({
  data,
  href,
  link,
}: {
  data: Extract<BlogArticleData, { state: 'ok' }>;
  href: HrefBuilder;
  link: HrefBuilder;
}) {
  const intl = useIntl();
  const { article, previous, next, topics } = data;
  const topic = topics.find((t) => t.id === article.topicId);
  const { html, items } = useMemo(() => articleParts(article), [article]);
  const tocLabel = intl.formatMessage({ id: 'pages.blog.article.toc' });
  const shareUrl = useAbsoluteUrl(href(blogArticlePath(article.id, article.slug)));
  return (
    <>
      {/* Its cover is in the page (inline-cover.ts): server HTML, not sent again as data (browserData). */}
      <ServerOnly
        name="blog-article-header"
        render={() => (
          <ArticleHeader article={withInlineCover(article, data.covers)} topic={topic} link={link} />
        )}
      />
      <div
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,70ch)_minmax(12rem,16rem)] lg:justify-between"
        data-slot="blog-article-columns"
      >
        {items.length ? (
          <aside className="lg:order-2">
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
              <TableOfContents items={items} label={tocLabel} />
            </div>
          </aside>
        ) : null}
        <article
          className="flex min-w-0 max-w-[70ch] flex-col gap-8 lg:order-1"
          data-blog-article={article.id}
        >
          <ArticleBody html={html} lang={LANGUAGE_TAGS[article.lang]} />
          <ShareLinks
            url={shareUrl}
            title={article.title}
            label={intl.formatMessage({ id: 'pages.blog.article.share' })}
            labels={{
              copy: intl.formatMessage({ id: 'pages.blog.article.copy' }),
              copied: intl.formatMessage({ id: 'pages.blog.article.copied' }),
              network: (network: string) =>
                intl.formatMessage({ id: 'pages.blog.article.shareOn' }, { network }),
            }}
          />
          <Pager previous={previous} next={next} link={link} />
        </article>
      </div>
      <ServerOnly
        name="blog-related"
        render={() => <Related related={data.related} topic={topic} topics={topics} link={link} />}
      />
    </>
  );
}

/** Articles of the same topic: links, server HTML (browserData). */
function Related({
  related,
  topic,
  topics,
  link,
}: {
  related: BlogCard[];
  topic: BlogTopic | undefined;
  topics: BlogTopic[];
  link: HrefBuilder;
}) {
  const intl = useIntl();
  return related.length ? (
    <section aria-labelledby="blog-related" className="flex flex-col gap-6 border-t border-border pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading level={2} size="lg" id="blog-related">
          <FormattedMessage id="pages.blog.article.related" />
        </Heading>
        {topic ? (
          <a
            href={link(blogTopicPath(topic.id, topic.slug))}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <FormattedMessage id="pages.blog.article.moreIn" values={{ topic: topic.name }} />
          </a>
        ) : null}
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((card) => (
          <li key={card.id} className="flex [&>*]:flex-1">
            <ArticleCard {...toCardData(card, intl, link, topics)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  ) : null;
}

function BlogArticlePage({ data, href }: PageProps<BlogArticleData>) {
  if (data.state === 'moved') return null;
  const link = blogHrefBuilder(href, data.source);
  if (data.state === 'error') {
    return (
      <BlogFrame link={link}>
        <BlogNotice kind="error" link={link} retryHref={link(blogArticleIdPath(data.id))} />
      </BlogFrame>
    );
  }
  if (data.state === 'notFound') {
    return (
      <BlogFrame link={link} topics={data.topics}>
        <BlogNotice kind="article" link={link} />
      </BlogFrame>
    );
  }
  const topic = data.topics.find((t) => t.id === data.article.topicId);
  const trail = [
    ...(topic ? [{ label: topic.name, href: link(blogTopicPath(topic.id, topic.slug)) }] : []),
    { label: data.article.title },
  ];
  return (
    <BlogFrame link={link} trail={trail}>
      <ArticleView data={data} href={href} link={link} />
    </BlogFrame>
  );
}

function articleMeta(data: BlogArticleData, intl: IntlShape): PageMeta {
  const blog = intl.formatMessage({ id: 'pages.blog.name' });
  if (data.state === 'moved') {
    return { title: '', description: '', redirect: { location: data.location, permanent: true } };
  }
  if (data.state !== 'ok') {
    return {
      title: intl.formatMessage({
        id: data.state === 'error' ? 'pages.blog.meta.errorTitle' : 'pages.blog.meta.notFoundTitle',
      }),
      description: intl.formatMessage({ id: 'pages.blog.meta.indexDescription' }),
      status: data.state === 'error' ? 503 : 404,
      noindex: true,
    };
  }
  const { article, topics, lang } = data;
  const topic = topics.find((t) => t.id === article.topicId);
  return {
    title: article.title,
    description: article.summary,
    breadcrumbs: [
      { name: blog, path: BLOG_INDEX_PATH },
      ...(topic ? [{ name: topic.name, path: blogTopicPath(topic.id, topic.slug) }] : []),
      { name: article.title, path: blogArticlePath(article.id, article.slug) },
    ],
    jsonLd: [articleJsonLd(article, lang)],
    ...(article.cover ? { image: article.cover } : {}),
    article: {
      publishedTime: article.publishedAt,
      author: article.author,
      ...(article.topicName ? { section: article.topicName } : {}),
    },
  };
}

export const blogArticlePage: PageModule<BlogArticleData> = {
  Page: BlogArticlePage,
  namespaces: BLOG_NAMESPACES,
  loader: loadBlogArticle,
  meta: ({ data, intl }) => articleMeta(data, intl),
  browserData: (data) =>
    data.state === 'ok'
      ? { ...withoutFields(data, 'covers', 'related'), article: articleForBrowser(data.article) }
      : data,
};
