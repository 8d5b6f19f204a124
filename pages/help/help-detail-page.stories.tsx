import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import { type HelpDetailData, helpDetailPage } from './help-detail-page';
import {
  categoryFixture,
  contactChannelsFixture,
  detailArticleFixture,
  detailVideoFixture,
  fixtureContent,
} from './help-fixtures';

const Page = helpDetailPage.Page;
const base = { lang: 'en_US', categories: categoryFixture } as const;
const article: HelpDetailData = { ...base, view: 'article', detail: detailArticleFixture };

const meta = {
  title: 'Pages/Help/Article',
  component: Page,
  decorators: [
    withIntl,
    withVisitorApi({
      content: fixtureContent,
      customerServiceList: () => ok({ list: contactChannelsFixture }),
    }),
  ],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    return (
      <Page {...args} data={{ ...args.data, lang }} lang={lang} device="desktop" href={storyHref(lang)} />
    );
  },
  args: {
    data: article,
    lang: 'en_US',
    device: 'desktop',
    params: { cid: '3', type: '1', id: '1015', status: '1' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article with a table of contents, related articles and "Was this helpful?". */
export const Article: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The article and its category are the API's (fixture) text, not messages.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Process orders in batches');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      `/${storyLang(globals)}/leftCat/1_3`,
    );
  },
};

export const ArticleChinese: Story = { globals: { locale: 'zh_CN' } };

export const ArticlePhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A video article: the poster and play button; the player loads only after the click. */
export const Video: Story = {
  args: {
    data: { ...base, view: 'article', detail: detailVideoFixture },
    params: { cid: '31', type: '2', id: '1016', status: '1' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** "No" → a reason → sent → the chat channels with the article in the message. */
export const FeedbackNoThenContact: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await userEvent.click(canvas.getByRole('button', { name: t('pages.help.feedback.no') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('pages.help.feedback.reasons.unclear') }));
    await userEvent.click(canvas.getByRole('button', { name: t('pages.help.feedback.submit') }));
    const wa = await canvas.findByRole('link', {
      name: t('pages.contact.channels.open', { channel: 'WhatsApp' }),
    });
    await expect(wa.getAttribute('href')).toContain('text=');
  },
};

export const NotFound: Story = {
  args: { data: { ...base, view: 'notFound' }, params: { cid: '3', type: '1', id: '999', status: '1' } },
};

export const Unavailable: Story = {
  args: {
    data: { lang: 'en_US', categories: [], view: 'unavailable', retryPath: '/en_US/detailPage/3/1/1015/1' },
  },
};
