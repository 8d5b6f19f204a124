import { FEATURE_AREAS } from '@sellwise/api/contract/feature-areas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { IntroductionPage } from './introduction-page';
import { expectHeroAndSignUp, loadLazyImages } from './story-checks';

const meta = {
  title: 'Pages/Introduction/Feature pages',
  component: IntroductionPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    return <IntroductionPage {...args} lang={lang} href={storyHref(lang, args.device === 'mobile')} />;
  },
  args: {
    data: undefined,
    lang: 'en_US',
    device: 'desktop',
    params: { name: 'index' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof IntroductionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The features overview: six areas, each linking to its page. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const lang = storyLang(globals);
    await expectHeroAndSignUp(canvasElement, {
      lang,
      prefix: 'pages.introduction.index',
      href: `/${lang}/register.htm?source=introduction-index`,
    });
    const hrefs = within(canvasElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const area of FEATURE_AREAS) await expect(hrefs).toContain(`/${lang}/introduction/${area}.htm`);
    await loadLazyImages(canvasElement);
  },
};

export const InventoryThai: Story = {
  name: 'Inventory (Thai)',
  args: { params: { name: 'inventory' } },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) =>
    expectHeroAndSignUp(canvasElement, {
      lang: 'th',
      prefix: 'pages.introduction.inventory',
      href: '/th/register.htm?source=introduction-inventory',
    }),
};

export const CrawlChinese: Story = {
  name: 'Crawl (Chinese)',
  args: { params: { name: 'crawl' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) =>
    expectHeroAndSignUp(canvasElement, {
      lang: 'zh_CN',
      prefix: 'pages.introduction.crawl',
      href: '/zh_CN/register.htm?source=introduction-crawl',
    }),
};

export const Phone: Story = {
  name: 'Phone (order)',
  args: { params: { name: 'order' }, device: 'mobile' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) =>
    expectHeroAndSignUp(canvasElement, {
      lang: storyLang(globals),
      prefix: 'pages.introduction.order',
      href: `/m/${storyLang(globals)}/register.htm?source=introduction-order`,
    }),
};
