import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import {
  PAGE_STORY_ARGS,
  storyLang,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import type { PageProps } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { topicDataFixture, topicFixture, topicsFixture } from './blog-fixtures';
import { type BlogTopicData, blogTopicPage } from './blog-topic-page';

const BlogTopicPage = blogTopicPage.Page;
type State = 'loaded' | 'paged' | 'pastEnd' | 'notFound' | 'error';

function dataFor(state: State, lang: PageProps['lang']): BlogTopicData {
  if (state === 'error') return { state: 'error', lang, source: 'pc' };
  if (state === 'notFound') return { state: 'notFound', lang, source: 'pc', topics: topicsFixture(lang) };
  if (state === 'pastEnd') return topicDataFixture(lang, 1, 5);
  if (state === 'paged') {
    // Two articles a page, to show the page links.
    const data = topicFixture(lang, 2, 2, 2);
    return { state: 'ok', lang, source: 'pc', topics: topicsFixture(lang), ...data! };
  }
  return topicDataFixture(lang, 1);
}

const meta = {
  title: 'Pages/Blog/Topic',
  component: BlogTopicPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const props = storyPageProps(ctx, { params: args.params });
    return (
      <VisitorApiContext value={fixtureVisitorApi()}>
        <main>
          <BlogTopicPage {...props} data={dataFor((args.params.state ?? 'loaded') as State, props.lang)} />
        </main>
      </VisitorApiContext>
    );
  },
  args: { ...PAGE_STORY_ARGS, data: topicDataFixture('en_US'), params: { state: 'loaded' } },
} satisfies Meta<typeof BlogTopicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    // The topic's name is the API's (fixture) text in the toolbar language.
    const topic = topicsFixture(storyLang(globals)).find((t) => t.id === 1);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      String(topic?.name),
    );
  },
};
export const Vietnamese: Story = { globals: { locale: 'vi' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Page 2 of 2: real page links. */
export const Paginated: Story = {
  args: { params: { state: 'paged' } },
  play: async ({ canvasElement, globals }) => {
    const pages = storyText({ globals })('pages.blog.pagination.nav');
    await expect(within(canvasElement).getByRole('navigation', { name: pages })).toBeVisible();
  },
};

/** ?page=5 of a one-page topic: nothing here, a way to page 1. */
export const PastTheLastPage: Story = { args: { params: { state: 'pastEnd' } } };

export const NotFound: Story = {
  args: { params: { state: 'notFound' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      storyText({ globals })('pages.blog.notFound.topicTitle'),
    );
  },
};

export const ApiError: Story = { args: { params: { state: 'error' } } };
