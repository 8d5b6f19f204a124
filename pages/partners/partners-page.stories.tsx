import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { partnersFixture } from './partners-fixtures';
import { PartnersPage } from './partners-page';

const meta = {
  title: 'Pages/Partners/Programme',
  component: PartnersPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    const data = args.data.partners ? { partners: partnersFixture(lang) } : args.data;
    return <PartnersPage data={data} lang={lang} device="desktop" params={{}} href={storyHref(lang)} />;
  },
  args: {
    data: { partners: partnersFixture('en_US') },
    lang: 'en_US',
    device: 'desktop',
    params: {},
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof PartnersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Grow together with South-East Asia's online sellers",
    );
    await expect(canvas.getAllByRole('link', { name: 'Become a partner' })[0]).toHaveAttribute(
      'href',
      '/en_US/partners/config.htm',
    );
    await expect(canvas.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=partners',
    );
    // Grouped by kind: Shopee under Marketplaces, an empty kind says so.
    const marketplaces = canvas.getByRole('heading', { level: 3, name: 'Marketplaces' }).parentElement;
    await expect(within(marketplaces as HTMLElement).getByRole('heading', { name: 'Shopee' })).toBeVisible();
    await expect(canvas.getAllByText('No partners in this category yet.')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Visit the Shopee website' })).toHaveAttribute(
      'href',
      'https://shopee.com',
    );
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Grow together/);
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain('/th/register.htm?source=partners');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=partners',
    );
  },
};

/** The partners call failed: the programme copy stays, the directory says something went wrong. */
export const ApiError: Story = {
  args: { data: { partners: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Marketplaces' })).toBeNull();
  },
};
