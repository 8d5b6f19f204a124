import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { contains, storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import type { HelpCategoryData } from './help-category-page';
import { helpCategoryPage } from './help-category-page';
import {
  categoryFixture,
  catPageFixture,
  contactChannelsFixture,
  emptyCatPageFixture,
  fixtureContent,
  helpIndexFixture,
  searchAllFixture,
  searchFixture,
} from './help-fixtures';

const Page = helpCategoryPage.Page;
const base = { lang: 'en_US', categories: categoryFixture } as const;
const home: HelpCategoryData = { ...base, view: 'home', index: helpIndexFixture };

const meta = {
  title: 'Pages/Help/Category',
  component: Page,
  decorators: [
    withIntl,
    withVisitorApi({
      content: fixtureContent,
      customerServiceList: () => ok({ list: contactChannelsFixture }),
    }),
  ],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  // Help pages have no phone twin: the desktop addresses on every screen, the layout adapts.
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    return (
      <Page {...args} data={{ ...args.data, lang }} lang={lang} device="desktop" href={storyHref(lang)} />
    );
  },
  args: { data: home, lang: 'en_US', device: 'desktop', params: { type: 'start' }, href: storyHref('en_US') },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** leftCat/start: the big search box, topics, common errors, latest and video articles. */
export const Home: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.help.home.title'));
    await expect(canvas.getByRole('combobox', { name: t('pages.help.search.label') })).toHaveAttribute(
      'name',
      'keyWords',
    );
  },
};

export const HomeThai: Story = { globals: { locale: 'th' } };

export const HomePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const browse = storyText({ globals })('pages.help.sidebar.openSheet');
    await expect(within(canvasElement).getByRole('button', { name: contains(browse) })).toBeVisible();
  },
};

/** leftCat/1_3: sub-topics, filter links, the articles. */
export const Category: Story = {
  args: {
    data: { ...base, view: 'category', filter: 'all', result: catPageFixture() },
    params: { type: '1_3' },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The category's name is the API's (fixture) text, not a message.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
    await expect(
      canvas.getByRole('link', { name: storyText({ globals })('pages.help.category.filter.all') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const CategoryVideos: Story = {
  args: {
    data: {
      ...base,
      view: 'category',
      filter: 'videos',
      result: catPageFixture(catPageFixture().list.filter((c) => c.type === 2)),
    },
    params: { type: '1_3' },
  },
};

export const CategoryPaginated: Story = {
  args: {
    data: {
      ...base,
      view: 'category',
      filter: 'all',
      result: catPageFixture(undefined, { total: 87, page: 2 }),
    },
    params: { type: '1_3' },
  },
};

export const CategoryEmpty: Story = {
  args: {
    data: { ...base, view: 'category', filter: 'all', result: emptyCatPageFixture },
    params: { type: '1_5' },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: storyText({ globals })('pages.help.category.emptyTitle'),
      }),
    ).toBeVisible();
  },
};

export const CategoryPhone: Story = {
  ...Category,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: undefined,
};

/** leftCat/search?keyWords=label: grouped by topic, highlighted, with blog hits below. */
export const SearchResults: Story = {
  args: {
    data: {
      ...base,
      view: 'search',
      query: 'label',
      truncated: false,
      page: 1,
      result: searchFixture(),
      also: searchAllFixture,
    },
    params: { type: 'search' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="help-search-group"]')).toHaveLength(3);
  },
};

export const SearchResultsPhone: Story = {
  ...SearchResults,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: undefined,
};

export const SearchTruncated: Story = {
  args: {
    data: {
      ...base,
      view: 'search',
      query: 'x'.repeat(100),
      truncated: true,
      page: 1,
      result: searchFixture([]),
      also: null,
    },
    params: { type: 'search' },
  },
};

/** No results: popular topics and the customer-service channels. */
export const SearchNoResults: Story = {
  args: {
    data: {
      ...base,
      view: 'search',
      query: 'zzz',
      truncated: false,
      page: 1,
      result: searchFixture([]),
      also: null,
    },
    params: { type: 'search' },
  },
  play: async ({ canvasElement, globals }) => {
    const open = storyText({ globals })('pages.contact.channels.open', { channel: 'WhatsApp' });
    await expect(await within(canvasElement).findByRole('link', { name: open })).toBeVisible();
  },
};

/** leftCat/search without keyWords: the search box alone. */
export const SearchStart: Story = {
  args: {
    data: { ...base, view: 'search', query: '', truncated: false, page: 1, result: null, also: null },
    params: { type: 'search' },
  },
};

export const NotFound: Story = {
  args: { data: { ...base, view: 'notFound' }, params: { type: '1_x' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      storyText({ globals })('pages.help.notFound.title'),
    );
  },
};

export const Unavailable: Story = { args: { data: { lang: 'en_US', categories: [], view: 'unavailable' } } };
