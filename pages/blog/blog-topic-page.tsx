import type { BlogTopic, BlogTopicResponse } from '@sellwise/api/contract/blog';
import { ERRORS } from '@sellwise/api/contract/errors';
import { Button, Heading, Pagination, Text } from '@sellwise/design-system/primitives';
import { ArticleCard } from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoaderContext, PageLang, PageModule, PageProps } from '../types';
import {
  BLOG_INDEX_PATH,
  blogHrefBuilder,
  blogSourceOf,
  blogTopicPath,
  parseBlogId,
  parsePageNumber,
  querySuffix,
} from './blog-links';
import { BLOG_NAMESPACES, BlogFrame, BlogNotice, paginationLabels, settle, toCardData } from './blog-ui';

/** Articles per topic page. */
export const TOPIC_PAGE_SIZE = 9;

export type BlogTopicData =
  | ({ state: 'ok'; lang: PageLang; source: string; topics: BlogTopic[] } & BlogTopicResponse)
  | { state: 'moved'; location: string }
  | { state: 'notFound'; lang: PageLang; source: string; topics: BlogTopic[] }
  | { state: 'error'; lang: PageLang; source: string };

/**
 * One topic's articles, `?page=N` of them. An unknown or malformed topic id is the not-found state
 * (404); a wrong slug (`:topics`) answers 301 to the canonical address, query kept.
 */
export async function loadBlogTopic(ctx: LoaderContext): Promise<BlogTopicData> {
  const source = blogSourceOf(ctx.query);
  const id = parseBlogId(ctx.params.id);
  const base = { lang: ctx.lang, contentLang: ctx.lang, source };
  const indexCall = settle(() => ctx.api.content('blogIndex', { query: base }));
  if (id === undefined) {
    const index = await indexCall;
    return { state: 'notFound', lang: ctx.lang, source, topics: index.ok ? index.data.topics : [] };
  }
  const page = parsePageNumber(ctx.query);
  const [answer, index] = await Promise.all([
    settle(
      () =>
        ctx.api.content('blogTopic', {
          query: { ...base, topicsId: id, page, pageSize: TOPIC_PAGE_SIZE },
        }),
      ERRORS.TOPIC_NOT_FOUND.code,
    ),
    indexCall,
  ]);
  const topics = index.ok ? index.data.topics : answer.ok ? [answer.data.topic] : [];
  if (!answer.ok) {
    return answer.notFound
      ? { state: 'notFound', lang: ctx.lang, source, topics }
      : { state: 'error', lang: ctx.lang, source };
  }
  const { topic } = answer.data;
  if (ctx.params.topics !== topic.slug) {
    return { state: 'moved', location: `${blogTopicPath(topic.id, topic.slug)}${querySuffix(ctx.query)}` };
  }
  return { state: 'ok', lang: ctx.lang, source, topics, ...answer.data };
}

function BlogTopicPage({ data, href, params }: PageProps<BlogTopicData>) {
  const intl = useIntl();
  if (data.state === 'moved') return null;
  const link = blogHrefBuilder(href, data.source);
  if (data.state === 'error') {
    const id = parseBlogId(params.id);
    const retry = id && params.topics ? link(blogTopicPath(id, params.topics)) : undefined;
    return (
      <BlogFrame link={link}>
        <BlogNotice kind="error" link={link} retryHref={retry} />
      </BlogFrame>
    );
  }
  if (data.state === 'notFound') {
    return (
      <BlogFrame link={link} topics={data.topics}>
        <BlogNotice kind="topic" link={link} />
      </BlogFrame>
    );
  }
  const { topic, list, total, page, pageSize, topics } = data;
  const path = blogTopicPath(topic.id, topic.slug);
  const pageHref = (n: number) => link(path, n > 1 ? { page: String(n) } : undefined);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <BlogFrame link={link} topics={topics} current={topic.id} trail={[{ label: topic.name }]}>
      <header className="flex flex-col gap-2">
        <Heading level={1} size="display">
          {topic.name}
        </Heading>
        <Text tone="muted">
          <FormattedMessage id="pages.blog.topics.count" values={{ count: total }} />
        </Text>
      </header>
      {list.length ? (
        <ul data-slot="blog-topic-list" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((card) => (
            <li key={card.id} className="flex [&>*]:flex-1">
              <ArticleCard {...toCardData(card, intl, link, topics)} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <div
          data-blog-state="empty"
          className="flex max-w-2xl flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border"
        >
          <Heading level={2} size="sm">
            <FormattedMessage id="pages.blog.topic.emptyTitle" />
          </Heading>
          <Text tone="muted">
            <FormattedMessage id="pages.blog.topic.emptyText" />
          </Text>
          <Button asChild variant="outline">
            <a href={pageHref(1)}>
              <FormattedMessage id="pages.blog.topic.firstPage" />
            </a>
          </Button>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        getHref={pageHref}
        labels={paginationLabels(intl)}
        className="self-center"
      />
    </BlogFrame>
  );
}

export const blogTopicPage: PageModule<BlogTopicData> = {
  Page: BlogTopicPage,
  namespaces: BLOG_NAMESPACES,
  loader: loadBlogTopic,
  meta: ({ data, intl }) => {
    if (data.state === 'moved') {
      return { title: '', description: '', redirect: { location: data.location, permanent: true } };
    }
    if (data.state !== 'ok') {
      return {
        title: intl.formatMessage({
          id: data.state === 'error' ? 'pages.blog.meta.errorTitle' : 'pages.blog.meta.topicNotFoundTitle',
        }),
        description: intl.formatMessage({ id: 'pages.blog.meta.indexDescription' }),
        status: data.state === 'error' ? 503 : 404,
        noindex: true,
      };
    }
    const { topic, list } = data;
    return {
      title: intl.formatMessage({ id: 'pages.blog.meta.topicTitle' }, { topic: topic.name }),
      description: intl.formatMessage({ id: 'pages.blog.meta.topicDescription' }, { topic: topic.name }),
      breadcrumbs: [
        { name: intl.formatMessage({ id: 'pages.blog.name' }), path: BLOG_INDEX_PATH },
        { name: topic.name, path: blogTopicPath(topic.id, topic.slug) },
      ],
      // A page past the last one lists nothing: not worth indexing.
      ...(list.length ? {} : { noindex: true }),
    };
  },
};
