import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { PAGE_STORY_ARGS, storyPageProps, storyText, withIntl } from '../stories-support/with-intl';
import type { PageProps, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { fixtureContent, indexDataFixture } from './blog-fixtures';
import { type BlogIndexData, blogIndexPage } from './blog-index-page';

const BlogIndexPage = blogIndexPage.Page;
type State = 'loaded' | 'app' | 'empty' | 'error' | 'loading';

/** The page data of a state, in the toolbar language. */
function dataFor(state: State, lang: PageProps['lang']): BlogIndexData {
  if (state === 'error') return { state: 'error', lang, source: 'pc', page: 1 };
  if (state === 'empty') return indexDataFixture(lang, 'pc', []);
  return indexDataFixture(lang, state === 'app' ? 'app' : 'pc');
}

// "Show more" from the fixtures, or never answering (the loading state).
const content = (state: State): VisitorApi['content'] =>
  state === 'loading' ? () => new Promise(() => {}) : fixtureContent();

const meta = {
  title: 'Pages/Blog/Index',
  component: BlogIndexPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const state = (args.params.state ?? 'loaded') as State;
    const props = storyPageProps(ctx, { params: args.params });
    return (
      <VisitorApiContext value={fixtureVisitorApi({ content: content(state) })}>
        <main>
          <BlogIndexPage {...props} data={dataFor(state, props.lang)} />
        </main>
      </VisitorApiContext>
    );
  },
  args: { ...PAGE_STORY_ARGS, data: indexDataFixture('en_US'), params: { state: 'loaded' } },
} satisfies Meta<typeof BlogIndexPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Featured articles, topics, the latest nine and "show more" (click it: three more, focused). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.blog.index.title'));
    await userEvent.click(canvas.getByRole('link', { name: t('pages.blog.index.showMore') }));
    await expect(await canvas.findByText(t('pages.blog.index.loadedMore', { count: 3 }))).toBeInTheDocument();
  },
};

export const Thai: Story = { globals: { locale: 'th' } };
export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A visitor from the app (source=app): every blog link keeps it. */
export const FromTheApp: Story = {
  args: { params: { state: 'app' } },
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('a[href*="/blog/articleDetails/"]')];
    for (const a of links) await expect(a.getAttribute('href')).toContain('source=app');
  },
};

/** "Show more" waiting for the API: the link says so and is busy. */
export const ShowMoreLoading: Story = {
  args: { params: { state: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await userEvent.click(canvas.getByRole('link', { name: t('pages.blog.index.showMore') }));
    await expect(
      await canvas.findByRole('link', { name: t('pages.blog.index.loadingMore') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No articles in this language yet. */
export const Empty: Story = { args: { params: { state: 'empty' } } };

/** The API could not answer: a notice and a retry link. */
export const ApiError: Story = {
  args: { params: { state: 'error' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText({ globals })('pages.blog.error.title'),
    );
  },
};
