import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import type { PageLang } from '../types';
import { type FixtureCurrency, pricingFixture } from './pricing-fixtures';
import { PricingPage } from './pricing-page';

// Each story language shows its own market's prices; English shows Malaysian ringgit.
const CURRENCY: Partial<Record<PageLang, FixtureCurrency>> = { th: 'THB', vi: 'VND' };

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
    const data = args.data.pricing ? { pricing: pricingFixture(lang, CURRENCY[lang] ?? 'MYR') } : args.data;
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Plans that grow with your shops',
    );
    await expect(canvas.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=pricing&plan=pro',
    );
    await expect(canvas.getAllByRole('link', { name: 'Start free' })[0]).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=pricing&plan=free',
    );
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended).toHaveTextContent('Recommended');
    await expect(recommended).toHaveTextContent('MYR 219');
    await expect(canvas.getByRole('switch', { name: /Yearly/ })).toHaveAccessibleName('Yearly Save 17%');
    await expect(
      canvas.getByText('Prices in Malaysian Ringgit. Tax is added where it applies.'),
    ).toBeVisible();
  },
};

export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recommended = canvasElement.querySelector('[data-slot="pricing-plan"][data-highlighted]');
    await expect(recommended).toHaveTextContent('MYR 219/month');
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(recommended).toHaveTextContent('MYR 2,190/year');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose Basic' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=pricing&plan=basic',
    );
  },
};

/** The goodsPrice call failed: a translated notice with a retry link, the FAQ and sign-up still there. */
export const ApiError: Story = {
  args: { data: { pricing: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Prices could not be loaded');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en_US/goods/price.htm',
    );
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Start free' })[0]).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=pricing',
    );
  },
};
