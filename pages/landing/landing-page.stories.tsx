import { MARKETPLACES } from '@sellwise/design-system/assets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import type { PageLang } from '../types';
import { LandingPage, SpxStaticPage } from './landing-page';
import { LANDING_SPECS, type LandingConfigName } from './landing-pages';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  decorators: [withIntl, withVisitorApi()],
  parameters: {
    snapshot: { e2e: 'landing' },
    layout: 'fullscreen',
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
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

/**
 * Checks the page's h1 against its copy, then what its first screen leads with: the sign-up form on a
 * capture page, the marketplace's proof on a marketplace page, else a sign-up link carrying the page.
 */
const checkPage =
  (name: LandingConfigName, pinned?: PageLang, prefix = '') =>
  async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => {
    // A story without its own language is checked in the toolbar's.
    const lang = pinned ?? storyLang(globals);
    const canvas = within(canvasElement);
    const messages = messagesFor(lang);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      messages[`pages.landing.${name}.hero.title`] ?? '',
    );
    const hero = within(canvasElement.querySelector<HTMLElement>('[data-section="hero"]') as HTMLElement);
    const { lead } = LANDING_SPECS[name];
    if (lead.kind === 'signUpForm') {
      await expect(hero.getByRole('form')).toBeVisible();
      await expect(
        hero.getByRole('button', { name: messages[`pages.landing.${name}.form.submit`] }),
      ).toBeVisible();
      return;
    }
    if (lead.kind === 'marketplace')
      await expect(hero.getByRole('heading', { level: 2 })).toHaveTextContent(
        MARKETPLACES[lead.marketplace].name,
      );
    const signUp = canvas.getAllByRole('link', {
      name: messages[`pages.landing.${name}.hero.primaryAction`],
    })[0];
    await expect(signUp).toHaveAttribute('href', `${prefix}/${lang}/register.htm?source=${name}`);
  };

/** One landing page, desktop, in the toolbar's language (checked in English). */
const pageStory = (name: LandingConfigName): Story => ({
  name,
  args: { params: { name } },
  play: async (ctx) => {
    if (storyLang(ctx.globals) === 'en_US') await checkPage(name, 'en_US')(ctx);
  },
});

export const BrandAdsPage: Story = pageStory('brandAdsPage');
export const CaptureAdsPage: Story = pageStory('captureAdsPage');
export const CaptureAdsPage1: Story = pageStory('captureAdsPage1');
export const DropshipAdsPage: Story = pageStory('dropshipAdsPage');
export const DropshipAdsPage1: Story = pageStory('dropshipAdsPage1');
export const ECommerceManagementToolsAdsPage: Story = pageStory('eCommerceManagementToolsAdsPage');
export const InvoicingAdsPage: Story = pageStory('invoicingAdsPage');
export const LazadaSellerAdsPage: Story = pageStory('lazadaSellerAdsPage');
export const LazadaSellerCenterAdsPage: Story = pageStory('lazadaSellerCenterAdsPage');
export const OnlineShoppingAdsPage: Story = pageStory('onlineShoppingAdsPage');
export const SellGoodsOnlineAdvertisingPage: Story = pageStory('sellGoodsOnlineAdvertisingPage');
export const SellGoodsSoftware: Story = pageStory('sellGoodsSoftware');
export const ShopeeSellerAdsPage: Story = pageStory('shopeeSellerAdsPage');
export const ShopeeSellerAdsPage1: Story = pageStory('shopeeSellerAdsPage1');
export const ShopifySellerCentreAdsPage: Story = pageStory('shopifySellerCentreAdsPage');
export const ShopManagement: Story = pageStory('shopManagement');
export const TikTokSellerCentreAdsPage: Story = pageStory('tikTokSellerCentreAdsPage');

export const Default: Story = { play: checkPage('shopeeSellerAdsPage') };

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
  play: checkPage('staticRg'),
};

/** What GET spxData answers (fixture; the reference API lists six regions). */
const regions = [
  { country: 'SG', name: 'Singapore', pickupDays: 'Mon–Fri', codAvailable: false },
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
];

export const SpxStatic: Story = {
  name: 'SpxStaticPage',
  render: (_args, ctx) => {
    const lang = storyLang(ctx.globals);
    return (
      <SpxStaticPage data={{ regions }} lang={lang} device="desktop" params={{}} href={storyHref(lang)} />
    );
  },
  play: async (ctx) => {
    await checkPage('spxStaticPage')(ctx);
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('pages.landing.spxStaticPage.enquiryForm.submit') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('pages.landing.spxStaticPage.hero.secondaryAction') }),
    ).toHaveAttribute('href', '#enquiry');
  },
};
