import type { BlogCard, BlogTopic } from '@sellwise/api/contract/blog';
import { ContentLayout } from '@sellwise/design-system/layouts';
import { Breadcrumbs, Button, Heading, SearchInput, Text } from '@sellwise/design-system/primitives';
import type { ArticleCardData } from '@sellwise/design-system/sections';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { ApiAnswer, HrefBuilder } from '../types';
import { useVisitorApi } from '../visitor/visitor-api';
import {
  BLOG_INDEX_PATH,
  BLOG_SEARCH_MAX,
  BLOG_SEARCH_PATH,
  blogArticlePath,
  blogTopicPath,
} from './blog-links';

/** The message namespace of every blog page. */
export const BLOG_NAMESPACES = ['pages.common', 'pages.blog'] as const;

/**
 * Runs a content call; a failure or a thrown network error becomes a value, never an exception.
 * `notFound` tells whether the API answered `notFoundCode` (the thing asked for does not exist).
 */
export async function settle<T>(
  call: () => Promise<ApiAnswer<T>>,
  notFoundCode?: number,
): Promise<{ ok: true; data: T } | { ok: false; notFound: boolean }> {
  try {
    const answer = await call();
    if (answer.code === 0 && answer.data) return { ok: true, data: answer.data };
    return { ok: false, notFound: notFoundCode !== undefined && answer.code === notFoundCode };
  } catch {
    return { ok: false, notFound: false };
  }
}

/** A calendar day as the page language writes it (dates are days, so read in UTC). */
export function formatBlogDate(intl: IntlShape, day: string): string {
  return intl.formatDate(day, { dateStyle: 'long', timeZone: 'UTC' });
}

/** Cover pictures are 1200 × 630 (the Open Graph size). */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** An API card as the design system's article card: localized date and reading time, blog links. */
export function toCardData(
  card: BlogCard,
  intl: IntlShape,
  link: HrefBuilder,
  topics: readonly BlogTopic[] = [],
): ArticleCardData {
  const topic = topics.find((t) => t.id === card.topicId)?.name;
  return {
    href: link(blogArticlePath(card.id, card.slug)),
    title: card.title,
    summary: card.summary,
    // The title says what the picture shows: the cover is decoration for assistive technology.
    cover: card.cover ? { src: card.cover, alt: '', ...COVER_SIZE } : undefined,
    topic,
    date: formatBlogDate(intl, card.publishedAt),
    dateTime: card.publishedAt,
    readingTime: intl.formatMessage({ id: 'pages.blog.card.readingTime' }, { minutes: card.readingMinutes }),
  };
}

/** Links to every topic page; the current topic is marked (aria-current) and not a link away. */
export function TopicNav({
  topics,
  current,
  link,
}: {
  topics: readonly BlogTopic[];
  current?: number;
  link: HrefBuilder;
}) {
  const intl = useIntl();
  const pill =
    'inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium ring-1 ring-border transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:ring-primary';
  return (
    <nav aria-label={intl.formatMessage({ id: 'pages.blog.topics.label' })} data-slot="blog-topics">
      {/* One scrolling row on phones; wraps on wider screens. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li className="shrink-0">
          <a
            className={pill}
            href={link(BLOG_INDEX_PATH)}
            aria-current={current === undefined ? 'page' : undefined}
          >
            <FormattedMessage id="pages.blog.topics.all" />
          </a>
        </li>
        {topics.map((topic) => (
          <li key={topic.id} className="shrink-0">
            <a
              className={pill}
              href={link(blogTopicPath(topic.id, topic.slug))}
              aria-current={current === topic.id ? 'page' : undefined}
            >
              {topic.name}
              <span className="text-xs opacity-75">
                <span className="sr-only">(</span>
                {intl.formatMessage({ id: 'pages.blog.topics.count' }, { count: topic.articleCount })}
                <span className="sr-only">)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blog's frame: the design system's blog layout with the topic bar and the trail above the page. */
export function BlogFrame({
  topics,
  current,
  link,
  trail,
  children,
}: {
  topics?: readonly BlogTopic[];
  current?: number;
  link: HrefBuilder;
  /** Crumbs after "Blog"; the last one is the page. */
  trail?: readonly { label: string; href?: string }[];
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const blog = intl.formatMessage({ id: 'pages.blog.name' });
  return (
    <ContentLayout
      variant="blog"
      topicSelect={topics?.length ? <TopicNav topics={topics} current={current} link={link} /> : undefined}
    >
      {trail?.length ? (
        <Breadcrumbs
          labels={{ nav: intl.formatMessage({ id: 'pages.common.breadcrumbs' }) }}
          items={[{ label: blog, href: link(BLOG_INDEX_PATH) }, ...trail]}
        />
      ) : null}
      {children}
    </ContentLayout>
  );
}

/** A page-sized notice: not found, or the API could not answer. */
export function BlogNotice({
  kind,
  link,
  retryHref,
}: {
  kind: 'article' | 'topic' | 'error';
  link: HrefBuilder;
  /** The error's "Try again" address (the page itself). */
  retryHref?: string;
}) {
  const ids =
    kind === 'error'
      ? { title: 'pages.blog.error.title', text: 'pages.blog.error.text', action: 'pages.blog.error.retry' }
      : kind === 'topic'
        ? {
            title: 'pages.blog.notFound.topicTitle',
            text: 'pages.blog.notFound.topicText',
            action: 'pages.blog.notFound.action',
          }
        : {
            title: 'pages.blog.notFound.title',
            text: 'pages.blog.notFound.text',
            action: 'pages.blog.notFound.action',
          };
  return (
    <div
      role={kind === 'error' ? 'alert' : undefined}
      data-blog-state={kind === 'error' ? 'error' : 'not-found'}
      className="flex max-w-2xl flex-col items-start gap-4 rounded-xl bg-surface p-6 ring-1 ring-border md:p-8"
    >
      <Heading level={1} size="lg">
        <FormattedMessage id={ids.title} />
      </Heading>
      <Text tone="muted">
        <FormattedMessage id={ids.text} />
      </Text>
      <Button asChild variant={kind === 'error' ? 'outline' : 'primary'}>
        <a href={kind === 'error' && retryHref ? retryHref : link(BLOG_INDEX_PATH)}>
          <FormattedMessage id={ids.action} />
        </a>
      </Button>
    </div>
  );
}

/** The pagination labels of the blog's lists. */
export function paginationLabels(intl: IntlShape) {
  return {
    nav: intl.formatMessage({ id: 'pages.blog.pagination.nav' }),
    previous: intl.formatMessage({ id: 'pages.blog.pagination.previous' }),
    next: intl.formatMessage({ id: 'pages.blog.pagination.next' }),
    page: (page: number) => intl.formatMessage({ id: 'pages.blog.pagination.page' }, { page }),
    morePages: intl.formatMessage({ id: 'pages.blog.pagination.morePages' }),
  };
}

/**
 * The blog's search box: a GET form to the search page (field `content`) that works without JavaScript;
 * with it, the visitor goes to the same address with the current `source` kept (rule 3).
 */
export function BlogSearchForm({
  href,
  link,
  defaultValue,
  size = 'md',
}: {
  /** The plain address builder (the form's action). */
  href: HrefBuilder;
  /** The blog link builder (rule 3). */
  link: HrefBuilder;
  defaultValue?: string;
  size?: 'md' | 'lg';
}) {
  const intl = useIntl();
  const api = useVisitorApi();
  // Rule 3 without JavaScript too: a GET form drops its action's query, so what the blog's link builder
  // carries (the visitor's `source`) goes along as a hidden field.
  const carried = new URLSearchParams(link(BLOG_SEARCH_PATH).split('?')[1] ?? '');
  return (
    <SearchInput
      name="content"
      size={size}
      action={href(BLOG_SEARCH_PATH)}
      hiddenFields={Object.fromEntries(carried)}
      defaultValue={defaultValue}
      maxLength={BLOG_SEARCH_MAX}
      placeholder={intl.formatMessage({ id: 'pages.blog.search.placeholder' })}
      onSubmit={(query) => api.navigate(link(BLOG_SEARCH_PATH, { content: query }))}
      labels={{
        search: intl.formatMessage({ id: 'pages.blog.search.label' }),
        clear: intl.formatMessage({ id: 'pages.blog.search.clear' }),
        suggestions: intl.formatMessage({ id: 'pages.blog.search.suggestions' }),
      }}
    />
  );
}
