import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyHref, storyIntl, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import type { PageLang } from '../types';
import { type FixtureCurrency, pricingFixture } from './pricing-fixtures';
import { PricingPage } from './pricing-page';
import { formatPrice, yearlySavingPercent } from './pricing-plans';

// Each story language shows its own market's prices; English shows Malaysian ringgit.
const CURRENCY: Partial<Record<PageLang, FixtureCurrency>> = { th: 'THB', vi: 'VND' };
const storyPricing = (lang: PageLang) => pricingFixture(lang, CURRENCY[lang] ?? 'MYR');

/** What the plays compare with: the story's plans, its copy, and money as the page formats it. */
function expected(globals: Record<string, unknown>) {
  const lang = storyLang(globals);
  const intl = storyIntl({ globals });
  const t = storyText({ globals });
  const pricing = storyPricing(lang);
  const plan = (slug: string) => {
    const found = pricing.plans.find((p) => p.slug === slug);
    if (!found) throw new Error(`no ${slug} plan`);
    return found;
  };
  // toHaveTextContent compares with collapsed whitespace; currency formats hold no-break spaces.
  const money = (amount: number, currency: string) => formatPrice(intl, amount, currency).replace(/\s/g, ' ');
  return { lang, intl, t, pricing, plan, money };
}

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  decorators: [withIntl],
  parameters: {
    snapshot: { e2e: 'pricing' },
    layout: 'fullscreen',
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    const data = args.data.pricing ? { pricing: storyPricing(lang) } : args.data;
    return <PricingPage data={data} lang={lang} device="desktop" params={{}} href={storyHref(lang)} />;
  },
  args: {
    data: { pricing: pricingFixture('en_US', 'MYR') },
    lang: 'en_US',
    device: 'desktop',
    params: {},
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof PricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { lang, intl, t, pricing, plan, money } = expected(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.pricing.hero.title'));
    await expect(
      canvas.getByRole('link', { name: t('pages.pricing.plans.choose', { plan: plan('pro').name }) }),
    ).toHaveAttribute('href', `/${lang}/register.htm?source=pricing&plan=pro`);
    await expect(
      canvas.getAllByRole('link', { name: t('pages.pricing.plans.startFree') })[0],
    ).toHaveAttribute('href', `/${lang}/register.htm?source=pricing&plan=free`);
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended).toHaveTextContent(t('pages.pricing.plans.recommended'));
    await expect(recommended).toHaveTextContent(money(plan('pro').monthly, plan('pro').currency));
    const yearly = t('pages.pricing.billing.yearly');
    const save = t('pages.pricing.billing.saveText', { percent: yearlySavingPercent(pricing.plans) });
    await expect(
      canvas.getByRole('switch', { name: (name) => name.startsWith(yearly) }),
    ).toHaveAccessibleName(`${yearly} ${save}`);
    const currency = intl.formatDisplayName(pricing.currency, { type: 'currency' }) ?? pricing.currency;
    await expect(canvas.getByText(t('pages.pricing.billing.pricesIn', { currency }))).toBeVisible();
  },
};

export const Yearly: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, plan, money } = expected(globals);
    const pro = plan('pro');
    const canvas = within(canvasElement);
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended).toHaveTextContent(
      `${money(pro.monthly, pro.currency)}${t('pages.pricing.billing.perMonth')}`,
    );
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(recommended).toHaveTextContent(
      `${money(pro.yearly, pro.currency)}${t('pages.pricing.billing.perYear')}`,
    );
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Plans that grow/);
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended).toHaveTextContent('฿1,690');
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain('/th/register.htm?source=pricing&plan=pro');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended?.textContent?.replace(/\s/g, ' ')).toContain('1.190.000 ₫');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { lang, t, plan } = expected(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('pages.pricing.plans.choose', { plan: plan('basic').name }) }),
    ).toHaveAttribute('href', `/${lang}/register.htm?source=pricing&plan=basic`);
  },
};

/** The goodsPrice call failed: a translated notice with a retry link, the FAQ and sign-up still there. */
export const ApiError: Story = {
  args: { data: { pricing: null } },
  play: async ({ canvasElement, globals }) => {
    const { lang, t } = expected(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('pages.pricing.plans.loadError'));
    await expect(canvas.getByRole('link', { name: t('pages.pricing.plans.retry') })).toHaveAttribute(
      'href',
      `/${lang}/goods/price.htm`,
    );
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: t('pages.pricing.cta.action') })[0]).toHaveAttribute(
      'href',
      `/${lang}/register.htm?source=pricing`,
    );
  },
};
