import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { PAGE_STORY_ARGS, storyPageProps, storyText, withIntl } from '../stories-support/with-intl';
import type { PageProps } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { searchDataFixture } from './blog-fixtures';
import { type BlogSearchData, blogSearchPage } from './blog-search-page';

const BlogSearchPage = blogSearchPage.Page;
type State = 'results' | 'empty' | 'noResults' | 'truncated' | 'error';

function dataFor(state: State, lang: PageProps['lang']): BlogSearchData {
  switch (state) {
    case 'empty':
      return searchDataFixture(lang, '');
    case 'noResults':
      return searchDataFixture(lang, 'xyzzy');
    case 'truncated':
      return { ...searchDataFixture(lang, 'ก'.repeat(100)), truncated: true };
    case 'error':
      return { ...searchDataFixture(lang, 'Shopee'), results: null, failed: true };
    default:
      return searchDataFixture(lang, 'Shopee');
  }
}

const meta = {
  title: 'Pages/Blog/Search',
  component: BlogSearchPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const props = storyPageProps(ctx, { params: args.params });
    return (
      <VisitorApiContext value={fixtureVisitorApi()}>
        <main>
          <BlogSearchPage {...props} data={dataFor((args.params.state ?? 'results') as State, props.lang)} />
        </main>
      </VisitorApiContext>
    );
  },
  args: { ...PAGE_STORY_ARGS, data: searchDataFixture('en_US', 'Shopee'), params: { state: 'results' } },
} satisfies Meta<typeof BlogSearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hits with the search words marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="blog-search-hits"] mark')).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** No text yet: the form and the topics. */
export const EmptyQuery: Story = { args: { params: { state: 'empty' } } };

/** Nothing found: topics and the help centre. */
export const NoResults: Story = {
  args: { params: { state: 'noResults' } },
  play: async ({ canvasElement, globals }) => {
    const help = storyText({ globals })('pages.blog.search.helpCentre');
    await expect(within(canvasElement).getByRole('link', { name: help })).toBeVisible();
  },
};

/** A 1,000-character address, cut to the 100 the API accepts. */
export const Truncated: Story = { globals: { locale: 'th' }, args: { params: { state: 'truncated' } } };

export const ApiError: Story = { args: { params: { state: 'error' } } };
