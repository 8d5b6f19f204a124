import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
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

/** The partner directory (#directory): kind names can also title the programme's own cards. */
const directory = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('#directory') as HTMLElement);

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const lang = storyLang(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.partners.hero.title'));
    await expect(
      canvas.getAllByRole('link', { name: t('pages.partners.hero.primaryAction') })[0],
    ).toHaveAttribute('href', `/${lang}/partners/config.htm`);
    await expect(
      canvas.getByRole('link', { name: t('pages.common.actions.startFreeTrial') }),
    ).toHaveAttribute('href', `/${lang}/register.htm?source=partners`);
    // Grouped by kind: Shopee under Marketplaces, an empty kind says so.
    const marketplaces = directory(canvasElement).getByRole('heading', {
      level: 3,
      name: t('pages.partners.directory.kinds.marketplace'),
    }).parentElement;
    await expect(within(marketplaces as HTMLElement).getByRole('heading', { name: 'Shopee' })).toBeVisible();
    await expect(canvas.getAllByText(t('pages.partners.directory.empty'))).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: t('pages.partners.directory.visit', { name: 'Shopee' }) }),
    ).toHaveAttribute('href', 'https://shopee.com');
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText({ globals })('pages.common.actions.startFreeTrial') }),
    ).toHaveAttribute('href', `/${storyLang(globals)}/register.htm?source=partners`);
  },
};

/** The partners call failed: the programme copy stays, the directory says something went wrong. */
export const ApiError: Story = {
  args: { data: { partners: null } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pages.common.error.title'));
    await expect(
      directory(canvasElement).queryByRole('heading', {
        level: 3,
        name: t('pages.partners.directory.kinds.marketplace'),
      }),
    ).toBeNull();
  },
};
