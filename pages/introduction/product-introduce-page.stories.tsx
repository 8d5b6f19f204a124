import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { ProductIntroducePage } from './product-introduce-page';
import { expectHeroAndSignUp } from './story-checks';

const meta = {
  title: 'Pages/Introduction/Ads pages',
  component: ProductIntroducePage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    return <ProductIntroducePage {...args} lang={lang} href={storyHref(lang, args.device === 'mobile')} />;
  },
  args: {
    data: undefined,
    lang: 'en_US',
    device: 'desktop',
    params: { area: 'product' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof ProductIntroducePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** productIntroduce.htm, the page product-listing ads lead to. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) =>
    expectHeroAndSignUp(canvasElement, {
      lang: storyLang(globals),
      prefix: 'pages.introduction.introduce.product',
      href: `/${storyLang(globals)}/register.htm?source=productIntroduce`,
    }),
};

export const Vietnamese: Story = {
  name: 'Order (Vietnamese)',
  args: { params: { area: 'order' } },
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) =>
    expectHeroAndSignUp(canvasElement, {
      lang: 'vi',
      prefix: 'pages.introduction.introduce.order',
      href: '/vi/register.htm?source=orderIntroduce',
    }),
};
