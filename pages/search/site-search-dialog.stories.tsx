import { LANGUAGE_NATIVE_NAMES } from '@sellwise/api/contract/languages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { contains, messagesFor, storyHref, storyText, withIntl } from '../stories-support/with-intl';
import type { ApiAnswer, VisitorApi } from '../types';
import {
  emptySearchFixture,
  featureLinksFixture,
  searchAnswerFixture,
  searchElsewhereFixture,
} from './search-fixtures';
import { SiteSearchDialog } from './site-search-dialog';

const answer = (data: typeof searchAnswerFixture) => (() => ok(data)) as unknown as VisitorApi['content'];
const never = (() => new Promise<ApiAnswer<never>>(() => {})) as unknown as VisitorApi['content'];

const href = storyHref('en_US');

const meta = {
  title: 'Pages/Search/Dialog',
  component: SiteSearchDialog,
  decorators: [withIntl],
  // The dialog is portalled to the body: the picture is of the page.
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  args: {
    open: true,
    onOpenChange: fn(),
    lang: 'en_US',
    features: featureLinksFixture(messagesFor('en_US'), href),
    href,
    initialQuery: 'label',
  },
} satisfies Meta<typeof SiteSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog'));

/** Help articles, blog posts and the matching feature area for "label". */
export const Results: Story = {
  decorators: [withVisitorApi({ content: answer(searchAnswerFixture) })],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('option', { name: /Print shipping labels/ })).toBeVisible();
    await expect(box.getByRole('option', { name: /Five ways to ship faster/ })).toBeVisible();
    await expect(box.getByRole('option', { name: /Orders/ })).toBeVisible();
  },
};

/** Waiting for the search: the feature areas that match show at once. */
export const Loading: Story = {
  decorators: [withVisitorApi({ content: never })],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('option', { name: /Orders/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'qqqq' },
  decorators: [withVisitorApi({ content: answer(emptySearchFixture) })],
  play: async ({ globals }) => {
    const box = await dialog();
    const nothing = storyText({ globals })('pages.search.dialog.noResults');
    await expect((await box.findAllByText(contains(nothing))).length).toBeGreaterThan(0);
  },
};

/** The search call failed: Enter still goes to the help centre's search page. */
export const SearchError: Story = {
  args: { initialQuery: 'qqqq' },
  decorators: [
    withVisitorApi({ content: (() => fail(500, 'error.internal')) as unknown as VisitorApi['content'] }),
  ],
  play: async ({ globals }) => {
    const box = await dialog();
    const unavailable = storyText({ globals })('pages.search.dialog.error');
    await expect((await box.findAllByText(contains(unavailable))).length).toBeGreaterThan(0);
  },
};

/** Nothing in the page's language: the best hits in Thai and Vietnamese, each in its own group. */
export const AlsoIn: Story = {
  args: { initialQuery: 'ใบปะหน้า' },
  decorators: [withVisitorApi({ content: answer(searchElsewhereFixture) })],
  play: async ({ globals }) => {
    const box = await dialog();
    const alsoIn = (lang: 'th' | 'vi') =>
      storyText({ globals })('pages.search.groups.elsewhere', { language: LANGUAGE_NATIVE_NAMES[lang] });
    await expect(await box.findByText(alsoIn('th'))).toBeVisible();
    await expect(box.getByText(alsoIn('vi'))).toBeVisible();
  },
};
