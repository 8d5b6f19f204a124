import type { BlogSearchResponse, BlogTopic } from '@sellwise/api/contract/blog';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Heading, Pagination, Text } from '@sellwise/design-system/primitives';
import { FileSearch } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HrefBuilder, LoaderContext, PageLang, PageModule, PageProps } from '../types';
import {
  BLOG_INDEX_PATH,
  BLOG_SEARCH_MAX,
  BLOG_SEARCH_PATH,
  blogArticlePath,
  blogHrefBuilder,
  blogSearchText,
  blogSourceOf,
  blogTopicPath,
  parsePageNumber,
} from './blog-links';
import {
  BLOG_NAMESPACES,
  BlogFrame,
  BlogNotice,
  BlogSearchForm,
  formatBlogDate,
  paginationLabels,
  settle,
} from './blog-ui';

/** Hits per search page. */
export const SEARCH_PAGE_SIZE = 10;

export type BlogSearchData = {
  lang: PageLang;
  source: string;
  /** The search text as sent (trimmed, at most the API's maximum); empty: no search yet. */
  query: string;
  /** The address asked for more than the API accepts: the text was shortened. */
  truncated: boolean;
  topics: BlogTopic[];
  /** null: no search made (empty query) or the search failed (`failed`). */
  results: BlogSearchResponse | null;
  failed: boolean;
};

/**
 * `?content=…` searched in the page language (`?page=N` of the hits). No text: the form and the topics.
 * A text longer than the API accepts is cut to its maximum first: a long address is a search, not an error.
 */
export async function loadBlogSearch(ctx: LoaderContext): Promise<BlogSearchData> {
  const source = blogSourceOf(ctx.query);
  const { text, truncated } = blogSearchText(ctx.query.get('content'));
  const base = { lang: ctx.lang, contentLang: ctx.lang, source };
  const page = parsePageNumber(ctx.query);
  const [index, search] = await Promise.all([
    settle(() => ctx.api.content('blogIndex', { query: base })),
    text
      ? settle(() =>
          ctx.api.content('blogSearch', {
            query: { ...base, content: text, page, pageSize: SEARCH_PAGE_SIZE },
          }),
        )
      : Promise.resolve(null),
  ]);
  return {
    lang: ctx.lang,
    source,
    query: text,
    truncated,
    topics: index.ok ? index.data.topics : [],
    results: search?.ok ? search.data : null,
    failed: search !== null && !search.ok,
  };
}

/** Topic links offered when there is nothing (yet) to show. */
function TopicLinks({ topics, link }: { topics: readonly BlogTopic[]; link: HrefBuilder }) {
  if (!topics.length) return null;
  return (
    <section aria-labelledby="blog-browse-topics" className="flex flex-col gap-3">
      <Heading level={2} size="sm" id="blog-browse-topics">
        <FormattedMessage id="pages.blog.search.browseTopics" />
      </Heading>
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.id}>
            <a
              href={link(blogTopicPath(topic.id, topic.slug))}
              className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1 ring-border transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {topic.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hits({ data, link }: { data: BlogSearchData & { results: BlogSearchResponse }; link: HrefBuilder }) {
  const intl = useIntl();
  return (
    <ol data-slot="blog-search-hits" className="flex flex-col divide-y divide-border">
      {data.results.list.map((hit) => (
        <li key={hit.id} className="py-5 first:pt-0">
          <article className="flex max-w-[70ch] flex-col gap-2">
            <Heading level={2} size="sm">
              <a
                href={link(blogArticlePath(hit.id, hit.slug))}
                className="rounded-sm text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_mark]:rounded-sm [&_mark]:bg-warning-subtle [&_mark]:px-0.5 [&_mark]:text-warning-subtle-foreground"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API escapes the text and adds only <mark>
                dangerouslySetInnerHTML={{ __html: hit.highlight.title }}
              />
            </Heading>
            <p
              className="text-muted-foreground [&_mark]:rounded-sm [&_mark]:bg-warning-subtle [&_mark]:px-0.5 [&_mark]:text-warning-subtle-foreground"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API escapes the text and adds only <mark>
              dangerouslySetInnerHTML={{ __html: hit.highlight.snippet }}
            />
            <p className="text-sm text-muted-foreground">
              <time dateTime={hit.publishedAt}>{formatBlogDate(intl, hit.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              <FormattedMessage id="pages.blog.card.readingTime" values={{ minutes: hit.readingMinutes }} />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

function BlogSearchPage({ data, href }: PageProps<BlogSearchData>) {
  const intl = useIntl();
  const link = blogHrefBuilder(href, data.source);
  const { query, results } = data;
  const pageHref = (n: number) =>
    link(BLOG_SEARCH_PATH, { content: query, ...(n > 1 ? { page: String(n) } : {}) });
  let body: React.ReactNode;
  if (!query) {
    body = (
      <div data-blog-state="no-query" className="flex flex-col gap-2">
        <Heading level={2} size="md">
          <FormattedMessage id="pages.blog.search.emptyTitle" />
        </Heading>
        <Text tone="muted">
          <FormattedMessage id="pages.blog.search.emptyText" />
        </Text>
      </div>
    );
  } else if (data.failed || !results) {
    body = <BlogNotice kind="error" link={link} retryHref={pageHref(1)} />;
  } else if (results.total === 0 || results.list.length === 0) {
    body = (
      <div
        data-blog-state="no-results"
        className="flex max-w-2xl flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border"
      >
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary"
        >
          <FileSearch className="size-6" />
        </span>
        <Heading level={2} size="md">
          <FormattedMessage id="pages.blog.search.noResultsTitle" values={{ query }} />
        </Heading>
        <Text tone="muted">
          <FormattedMessage id="pages.blog.search.noResultsText" />
        </Text>
        <Button asChild variant="outline">
          <a href={href(LANG_PAGE_PATHS.helpHome)}>
            <FormattedMessage id="pages.blog.search.helpCentre" />
          </a>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p role="status" className="text-muted-foreground" data-slot="blog-search-count">
          <FormattedMessage id="pages.blog.search.results" values={{ count: results.total, query }} />
        </p>
        <Hits data={{ ...data, results }} link={link} />
        <Pagination
          page={results.page}
          pageCount={Math.max(1, Math.ceil(results.total / results.pageSize))}
          getHref={pageHref}
          labels={paginationLabels(intl)}
          className="self-center"
        />
      </>
    );
  }
  const showTopics = !query || (results !== null && results.list.length === 0);
  return (
    <BlogFrame link={link} trail={[{ label: intl.formatMessage({ id: 'pages.blog.search.title' }) }]}>
      <header className="flex max-w-2xl flex-col gap-4">
        <Heading level={1} size="xl">
          <FormattedMessage id="pages.blog.search.title" />
        </Heading>
        <BlogSearchForm href={href} link={link} defaultValue={query} size="lg" />
        {data.truncated ? (
          <Text tone="muted" size="sm" data-slot="blog-search-truncated">
            <FormattedMessage id="pages.blog.search.truncated" values={{ max: BLOG_SEARCH_MAX }} />
          </Text>
        ) : null}
      </header>
      {body}
      {showTopics ? <TopicLinks topics={data.topics} link={link} /> : null}
    </BlogFrame>
  );
}

export const blogSearchPage: PageModule<BlogSearchData> = {
  Page: BlogSearchPage,
  namespaces: BLOG_NAMESPACES,
  loader: loadBlogSearch,
  meta: ({ data, intl }) => ({
    title: data.query
      ? intl.formatMessage({ id: 'pages.blog.meta.searchResultsTitle' }, { query: data.query })
      : intl.formatMessage({ id: 'pages.blog.meta.searchTitle' }),
    description: intl.formatMessage({ id: 'pages.blog.meta.searchDescription' }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'pages.blog.name' }), path: BLOG_INDEX_PATH },
      { name: intl.formatMessage({ id: 'pages.blog.search.title' }), path: BLOG_SEARCH_PATH },
    ],
    // Result lists are not pages of their own for search engines.
    noindex: true,
  }),
};
