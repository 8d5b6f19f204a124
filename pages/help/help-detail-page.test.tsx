import { TEXT_MAX } from '@sellwise/api/contract/fields';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { ContentCall, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import {
  type HelpDetailData,
  helpDetailPage,
  isoDuration,
  loadHelpDetail,
  parseDetailParams,
} from './help-detail-page';
import { feedbackContent } from './help-feedback';
import { contactChannelsFixture, fixtureContent, helpLoaderContext } from './help-fixtures';

const load = (params: Record<string, string>, content: ContentCall = fixtureContent) =>
  loadHelpDetail(helpLoaderContext({ lang: 'en_US', ...params }, {}, 'en_US', content));
const intl = createIntl({ locale: 'en-US', messages: messagesFor('en_US') });
const meta = (data: HelpDetailData) => helpDetailPage.meta({ data, intl, params: {} });
const ARTICLE = { cid: '3', type: '1', id: '1015', status: '1' };
const VIDEO = { cid: '31', type: '2', id: '1016', status: '1' };

function show(data: HelpDetailData, overrides: Partial<VisitorApi> = {}) {
  const feedback = vi.fn(overrides.feedback ?? (() => ok({ id: 9 })));
  const Page = helpDetailPage.Page;
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext
        value={fixtureVisitorApi({
          content: fixtureContent,
          customerServiceList: () => ok({ list: contactChannelsFixture }),
          ...overrides,
          feedback,
        })}
      >
        <Page data={data} lang="en_US" device="desktop" params={{}} href={storyHref('en_US')} />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user: userEvent.setup(), feedback };
}

describe('help detail page: loader and meta', () => {
  it('loads an article by both patterns and calls the matching route', async () => {
    const content = vi.fn(fixtureContent);
    expect((await load(ARTICLE, content as ContentCall)).view).toBe('article');
    expect(content).toHaveBeenCalledWith('helpDetail', {
      params: { lang: 'en_US', cid: 3, type: 1, id: 1015, status: 1 },
    });
    await load({ ...ARTICLE, commonErrorCategoryId: '9' }, content as ContentCall);
    expect(content).toHaveBeenCalledWith('helpCommonErrorDetail', {
      params: { lang: 'en_US', cid: 3, type: 1, commonErrorCategoryId: 9, id: 1015, status: 1 },
    });
  });

  it('unknown article, wrong type or status, malformed params: 404, never an exception', async () => {
    const cases = [
      { ...ARTICLE, id: '999' },
      { ...ARTICLE, type: '2' },
      { ...ARTICLE, status: '0' },
      { ...ARTICLE, id: 'abc' },
      { ...ARTICLE, id: '1e3' },
      { ...ARTICLE, type: '3' },
      { ...ARTICLE, cid: '-1' },
      { ...ARTICLE, id: '99999999999' },
      { ...ARTICLE, status: '10' },
      { ...ARTICLE, commonErrorCategoryId: 'undefined' },
      {},
    ];
    for (const params of cases) {
      const data = await load(params);
      expect(data.view, JSON.stringify(params)).toBe('notFound');
      expect(meta(data)).toMatchObject({ status: 404, noindex: true });
    }
    expect(await parseDetailParams({ cid: '3', type: '1', id: '1015', status: '1' })).toEqual({
      cid: 3,
      type: 1,
      id: 1015,
      status: 1,
    });
  });

  it('an article asked under another category answers 301 to its own address', async () => {
    const data = await load({ ...ARTICLE, cid: '4' });
    expect(meta(data).redirect).toEqual({ location: '/en_US/detailPage/3/1/1015/1', permanent: true });
  });

  it('API down: 503 state with a retry link, not a 5xx from the renderer', async () => {
    const data = await load(ARTICLE, () => Promise.reject(new TypeError('fetch failed')));
    expect(data).toMatchObject({ view: 'unavailable', retryPath: '/en_US/detailPage/3/1/1015/1' });
    expect(meta(data).status).toBe(503);
  });

  it('meta: title, breadcrumbs from the help home through the categories, TechArticle JSON-LD', async () => {
    const m = meta(await load(VIDEO));
    expect(m.title).toBe('Video: print shipping labels and pick lists in one go – Sellwise help centre');
    expect(m.breadcrumbs?.map((c) => c.path)).toEqual([
      '/en_US/leftCat/start',
      '/en_US/leftCat/1_3',
      '/en_US/leftCat/1_31',
      '/en_US/detailPage/31/2/1016/1',
    ]);
    expect(m.jsonLd?.[0]).toMatchObject({
      '@type': 'TechArticle',
      inLanguage: 'en-US',
      dateModified: '2026-11-18',
      video: { '@type': 'VideoObject', duration: 'PT5M24S' },
    });
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S');
    expect(isoDuration('soon')).toBeUndefined();
  });
});

describe('help detail page: rendering', () => {
  it('breadcrumbs and sidebar leave by plain links to leftCat (rule 5); title, date, TOC, related', async () => {
    show(await load(ARTICLE));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/start',
    );
    expect(within(crumbs).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/1_3',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Process orders in batches');
    expect(screen.getByText('Last updated November 18, 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related articles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('video: no player (no third-party request) before the click', async () => {
    const { user } = show(await load(VIDEO));
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(screen.getByRole('button', { name: /^Play video: / }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/QWk47uoygsz\?autoplay=1/,
    );
  });

  it('"No": asks for a reason, sends it as feedback with the article, then offers prefilled chats', async () => {
    const { user, feedback } = show(await load(ARTICLE));
    await user.click(screen.getByRole('button', { name: /^No$/ }));
    await user.click(screen.getByRole('radio', { name: 'It does not answer my question' }));
    await user.type(screen.getByRole('textbox'), 'I need the A6 size');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    const sent = feedback.mock.calls[0]![0];
    expect(sent.type).toBe('content');
    expect(sent.content).toContain('It does not answer my question');
    expect(sent.content).toContain('I need the A6 size');
    expect(sent.content).toContain('Help article “Process orders in batches” (id 1015)');
    expect(sent.pageUrl).toBe('http://localhost:3000/en_US/detailPage/3/1/1015/1');
    const contact = await screen.findByRole('region', { name: 'Talk to our team' });
    const message =
      'Hello, I need help with the help-centre article “Process orders in batches”: http://localhost:3000/en_US/detailPage/3/1/1015/1';
    const wa = await within(contact).findByRole('link', { name: 'Open WhatsApp' });
    expect(new URL(wa.getAttribute('href')!).searchParams.get('text')).toBe(message);
    expect(within(contact).getByRole('link', { name: 'Open LINE' })).toHaveAttribute(
      'href',
      `https://line.me/R/oaMessage/%40sellwise/?${encodeURIComponent(message)}`,
    );
    // Zalo takes no text: its link is unchanged, and the message is shown to copy.
    expect(within(contact).getByRole('link', { name: 'Open Zalo' })).toHaveAttribute(
      'href',
      'https://zalo.me/sellwisevn',
    );
    expect(within(contact).getByText(message)).toBeInTheDocument();
  });

  it('a failed feedback call keeps the form and shows the message', async () => {
    const { user } = show(await load(ARTICLE), { feedback: () => fail(1008, 'error.rateLimited') });
    await user.click(screen.getByRole('button', { name: /^No$/ }));
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Talk to our team' })).toBeNull();
  });

  it('the feedback text stays within the call limit and always keeps the article reference', () => {
    const text = feedbackContent(
      'Other',
      'x'.repeat(5000),
      'Help article “T” (id 1): https://x.test/a',
      TEXT_MAX.feedback,
    );
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.endsWith('Help article “T” (id 1): https://x.test/a')).toBe(true);
  });

  it('not found: the help 404 with its way back', async () => {
    show(await load({ ...ARTICLE, id: '999' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that help page");
    expect(screen.getByRole('link', { name: 'Go to the help centre' })).toHaveAttribute(
      'href',
      '/en_US/leftCat/start',
    );
  });
});
