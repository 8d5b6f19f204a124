import type { CsChannel } from '@sellwise/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor, storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import type { PageLang } from '../types';
import { LandingPage, SpxStaticPage } from './landing-page';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    return <LandingPage {...args} lang={lang} href={storyHref(lang, args.device === 'mobile')} />;
  },
  args: {
    data: undefined,
    lang: 'en_US',
    device: 'desktop',
    params: { name: 'shopeeSellerAdsPage' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the page's h1 against its copy and that the first sign-up link carries the page as source. */
const checkPage =
  (name: string, lang: PageLang, prefix = '') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const messages = messagesFor(lang);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      messages[`pages.landing.${name}.hero.title`] ?? '',
    );
    const signUp = canvas.getAllByRole('link', {
      name: messages[`pages.landing.${name}.hero.primaryAction`],
    })[0];
    await expect(signUp).toHaveAttribute('href', `${prefix}/${lang}/register.htm?source=${name}`);
  };

export const Default: Story = { play: checkPage('shopeeSellerAdsPage', 'en_US') };

export const LazadaThai: Story = {
  args: { params: { name: 'lazadaSellerCenterAdsPage' } },
  globals: { locale: 'th' },
  play: checkPage('lazadaSellerCenterAdsPage', 'th'),
};

export const TikTokChinese: Story = {
  args: { params: { name: 'tikTokSellerCentreAdsPage' } },
  globals: { locale: 'zh_CN' },
  play: checkPage('tikTokSellerCentreAdsPage', 'zh_CN'),
};

export const StaticRg: Story = {
  args: { params: { name: 'staticRg' } },
  play: async (ctx) => {
    await checkPage('staticRg', 'en_US')(ctx);
    const form = within(
      ctx.canvasElement.querySelector<HTMLElement>('[data-slot="hero-form"]') as HTMLElement,
    );
    await expect(form.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=staticRg',
    );
    await expect(form.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en_US/terms.htm');
  },
};

/** What the API's customer-service list answers (fixture). */
const whatsapp: CsChannel = {
  channel: 'whatsapp',
  name: 'WhatsApp',
  value: '+65 6000 1234',
  url: 'https://wa.me/6560001234',
  hours: 'Mon–Sat, 09:00–18:00 (GMT+8)',
  qrcode: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
};

export const SpxStatic: Story = {
  name: 'SpxStaticPage',
  render: (_args, ctx) => {
    const lang = storyLang(ctx.globals);
    return (
      <SpxStaticPage
        data={{ contact: whatsapp }}
        lang={lang}
        device="desktop"
        params={{}}
        href={storyHref(lang)}
      />
    );
  },
  play: async (ctx) => {
    await checkPage('spxStaticPage', 'en_US')(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Send enquiry' })).toHaveAttribute('href', whatsapp.url);
    await expect(canvas.getByRole('link', { name: 'Ask about SPX rates' })).toHaveAttribute(
      'href',
      '#enquiry',
    );
  },
};
