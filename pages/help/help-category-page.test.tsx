import { LANGUAGES } from '@sellwise/api/contract/languages';
import { render, screen, within } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { ContentCall } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import {
  categoryQuery,
  filterOf,
  type HelpCategoryData,
  helpCategoryPage,
  loadHelpCategory,
  popularCategories,
} from './help-category-page';
import { categoryFixture, contactChannelsFixture, fixtureContent, helpLoaderContext } from './help-fixtures';

const load = (type: string, query: Record<string, string> = {}, content: ContentCall = fixtureContent) =>
  loadHelpCategory(helpLoaderContext({ lang: 'en_US', type }, query, 'en_US', content));
const intl = createIntl({ locale: 'en-US', messages: messagesFor('en_US') });
const meta = (data: HelpCategoryData) => helpCategoryPage.meta({ data, intl, params: {} });

function show(data: HelpCategoryData) {
  const Page = helpCategoryPage.Page;
  return render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext
        value={fixtureVisitorApi({
          content: fixtureContent,
          customerServiceList: () => ok({ list: contactChannelsFixture }),
        })}
      >
        <Page data={data} lang="en_US" device="desktop" params={{}} href={storyHref('en_US')} />
      </VisitorApiContext>
    </IntlProvider>,
  );
}

describe('help category page: loader', () => {
  it('dispatches on the type: start → index, {status}_{cid} → category, search → search', async () => {
    const content = vi.fn(fixtureContent);
    expect((await load('start', {}, content as ContentCall)).view).toBe('home');
    expect(content).toHaveBeenCalledWith('helpIndex', { params: { lang: 'en_US' } });
    const category = await load('1_3', {}, content as ContentCall);
    expect(category.view).toBe('category');
    expect(content).toHaveBeenCalledWith('helpCategoryPage', {
      params: { lang: 'en_US' },
      query: { categoryId: 3, page: 1, pageSize: 20 },
    });
    expect((await load('search', { keyWords: 'label' })).view).toBe('search');
  });

  it('answers not found for unknown types, malformed x_y and unknown categories, never throwing', async () => {
    for (const type of ['index', 'Start', '1_', 'a_b', '1_3_4', '2_3', '1_999']) {
      const data = await load(type);
      expect(data.view, type).toBe('notFound');
      expect(meta(data)).toMatchObject({ status: 404, noindex: true });
    }
    // Sidebar still there on the 404.
    expect((await load('nope')).categories).toHaveLength(categoryFixture.length);
    // A page past the end is not found either.
    expect((await load('1_3', { page: '7' })).view).toBe('notFound');
  });

  it('an API failure or a network error is the unavailable state (503), not an exception', async () => {
    const offline: ContentCall = () => Promise.reject(new TypeError('fetch failed'));
    for (const type of ['start', '1_3']) {
      const data = await load(type, {}, offline);
      expect(data.view).toBe('unavailable');
      expect(meta(data).status).toBe(503);
    }
    const internal: ContentCall = ((name: string, input: never) =>
      name === 'helpSearch'
        ? Promise.resolve({ code: 1007, msg: 'error.internal', data: null })
        : fixtureContent(name as 'helpIndex', input)) as ContentCall;
    expect((await load('search', { keyWords: 'x' }, internal)).view).toBe('unavailable');
  });

  it('cuts a 1,000-character query to 100 before calling, and says so', async () => {
    const content = vi.fn(fixtureContent);
    const data = await load('search', { keyWords: 'x'.repeat(1000) }, content as ContentCall);
    const call = content.mock.calls.find(([name]) => name === 'helpSearch');
    expect((call?.[1] as { query: { k: string } } | undefined)?.query.k).toHaveLength(100);
    expect(data).toMatchObject({ view: 'search', truncated: true });
    expect(meta(data).noindex).toBe(true);
  });

  it('no query: the search box alone, no search call', async () => {
    const content = vi.fn(fixtureContent);
    const data = await load('search', { keyWords: '   ' }, content as ContentCall);
    expect(data).toMatchObject({ view: 'search', query: '', result: null });
    expect(content.mock.calls.map(([name]) => name)).toEqual(['helpCategories']);
  });

  it('reads the filter from helpContentType or isVideo and writes it back as helpContentType', () => {
    expect(filterOf(new URLSearchParams('helpContentType=2'))).toBe('videos');
    expect(filterOf(new URLSearchParams('helpContentType=1'))).toBe('articles');
    expect(filterOf(new URLSearchParams('isVideo=true'))).toBe('videos');
    expect(filterOf(new URLSearchParams('isVideo=0&helpContentType=9'))).toBe('all');
    expect(categoryQuery('videos', 2)).toEqual({ helpContentType: '2', page: '2' });
    expect(categoryQuery('all', 1)).toEqual({});
  });

  it('popular topics: the roots with most articles, none empty', () => {
    expect(popularCategories(categoryFixture, 3).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(popularCategories(categoryFixture).some((c) => c.articleCount === 0)).toBe(false);
  });

  it('meta: titles per view, breadcrumbs from the help home, filtered pages not indexed', async () => {
    const category = await load('1_31'.replace('31', '3'), { helpContentType: '2' });
    const m = meta(category);
    expect(m.title).toBe('Orders – Sellwise help centre');
    expect(m.breadcrumbs).toEqual([
      { name: 'Help centre', path: '/en_US/leftCat/start' },
      { name: 'Orders', path: '/en_US/leftCat/1_3' },
    ]);
    expect(m.noindex).toBe(true);
    expect(meta(await load('1_3')).noindex).toBeUndefined();
    expect(meta(await load('start')).title).toMatch(/^Help centre/);
  });

  it('every message the pages use exists in all six languages', () => {
    const en = Object.keys(messagesFor('en_US')).filter((id) => id.startsWith('pages.help.'));
    expect(en.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of en) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });
});

describe('help category page: rendering', () => {
  it('home: big search box posting keyWords to leftCat/search, category cards, common errors', async () => {
    show(await load('start'));
    const box = screen.getByRole('combobox', { name: 'Search the help centre' });
    expect(box).toHaveAttribute('name', 'keyWords');
    expect(box.closest('form')).toHaveAttribute('action', '/en_US/leftCat/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How can we help?');
    const cards = screen.getByRole('heading', { name: 'Browse by topic' }).parentElement!;
    expect(within(cards).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/en_US/leftCat/1_3');
    expect(screen.getByRole('heading', { name: 'Common errors and fixes' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /product import failed/ })[0]).toHaveAttribute(
      'href',
      '/en_US/detailPage/9/1/9/1037/1',
    );
  });

  it('category: plain links for breadcrumbs, sidebar and filters; current filter marked', async () => {
    const { container } = show(await load('1_3', { helpContentType: '2' }));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/start',
    );
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filters).getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en_US/leftCat/1_3');
    expect(within(filters).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/1_3?helpContentType=1',
    );
    // Only the video is listed.
    expect(container.querySelectorAll('[data-slot="help-card-list"] li')).toHaveLength(1);
    // Every sidebar link is a plain address: a full page load (rule 5).
    const sidebar = screen.getAllByRole('navigation', { name: 'Help topics' })[0]!;
    for (const link of within(sidebar).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/en_US\/leftCat\/(start|1_\d+)$/);
  });

  it('empty category: a clear empty state', async () => {
    show(await load('1_5'));
    expect(screen.getByRole('heading', { name: 'No articles here yet' })).toBeInTheDocument();
  });

  it('search: results grouped by category, highlighted, then blog hits', async () => {
    const { container } = show(await load('search', { keyWords: 'label' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “label”');
    const groups = [...container.querySelectorAll('[data-slot="help-search-group"]')];
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual([
      'Shipping and logistics',
      'Orders',
      'Troubleshooting',
    ]);
    expect(groups[0]!.querySelectorAll('li')).toHaveLength(2);
    expect(groups[0]!.querySelector('mark')).toHaveTextContent('labels');
    // The snippet's entity stays text, no markup leaks.
    expect(groups[1]!.textContent).toContain('& mark them shipped');
    expect(screen.getByRole('heading', { name: 'From the blog' })).toBeInTheDocument();
  });

  it('no results: popular topics and the customer-service channels', async () => {
    show(await load('search', { keyWords: 'zzz' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No articles match “zzz”');
    expect(screen.getByRole('heading', { name: 'Popular topics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask our customer service' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6560001234',
    );
  });

  it('not found: the help 404 in the help layout with the sidebar', async () => {
    show(await load('1_x'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that help page");
    expect(screen.getAllByRole('navigation', { name: 'Help topics' }).length).toBeGreaterThan(0);
  });
});
