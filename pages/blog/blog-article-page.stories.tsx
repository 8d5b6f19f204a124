import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import {
  PAGE_STORY_ARGS,
  storyIntl,
  storyLang,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import type { PageProps } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { type BlogArticleData, blogArticlePage } from './blog-article-page';
import { articleDataFixture, topicsFixture } from './blog-fixtures';
import { formatBlogDate } from './blog-ui';

const BlogArticlePage = blogArticlePage.Page;
type State = 'loaded' | 'short' | 'notFound' | 'error';

function dataFor(state: State, lang: PageProps['lang']): BlogArticleData {
  if (state === 'error') return { state: 'error', lang, source: 'pc', id: 1 };
  if (state === 'notFound') return { state: 'notFound', lang, source: 'pc', topics: topicsFixture(lang) };
  return articleDataFixture(lang, state === 'short' ? 12 : 1);
}

const meta = {
  title: 'Pages/Blog/Article',
  component: BlogArticlePage,
  decorators: [withIntl],
  parameters: {
    snapshot: { e2e: 'blog-article' },
    layout: 'fullscreen',
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  render: (args, ctx) => {
    const props = storyPageProps(ctx, { params: args.params });
    return (
      <VisitorApiContext value={fixtureVisitorApi()}>
        <main>
          <BlogArticlePage {...props} data={dataFor((args.params.state ?? 'loaded') as State, props.lang)} />
        </main>
      </VisitorApiContext>
    );
  },
  args: { ...PAGE_STORY_ARGS, data: articleDataFixture('en_US'), params: { state: 'loaded' } },
} satisfies Meta<typeof BlogArticlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Header, contents beside the text (sticky on desktop), body, share, previous/next, related. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const data = articleDataFixture(storyLang(globals), 1);
    if (data.state !== 'ok') throw new Error('article 1 is missing from the fixtures');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(data.article.title);
    await expect(canvasElement.querySelector('header time')).toHaveTextContent(
      formatBlogDate(storyIntl({ globals }), data.article.publishedAt),
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText({ globals })('pages.blog.article.related') }),
    ).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header time')).toHaveTextContent('2569');
  },
};
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header time')).toHaveTextContent('2026年7月6日');
  },
};

/** Phones: the contents fold above the text. */
/** The phone layout: contents folded above the article (the image snapshot shows it). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** An article without headings: no contents column; the newest has no "next". */
export const WithoutHeadings: Story = { args: { params: { state: 'short' } } };

/** An unknown id (the server answers 404). */
export const NotFound: Story = {
  args: { params: { state: 'notFound' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      storyText({ globals })('pages.blog.notFound.title'),
    );
  },
};

export const ApiError: Story = {
  args: { params: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
