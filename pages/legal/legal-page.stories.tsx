import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { agreementFixture } from './legal-fixtures';
import { privacyPolicyPage, termsPage } from './legal-page';

const PrivacyPolicyPage = privacyPolicyPage.Page;

const meta = {
  title: 'Pages/Legal',
  component: PrivacyPolicyPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    const Page = args.params.name === 'terms' ? termsPage.Page : PrivacyPolicyPage;
    const type = args.params.name === 'terms' ? 'terms' : 'privacy';
    const data = args.data.agreement ? { agreement: agreementFixture(type, lang) } : args.data;
    return <Page data={data} lang={lang} device="desktop" params={args.params} href={storyHref(lang)} />;
  },
  args: {
    data: { agreement: agreementFixture('privacy', 'en_US') },
    lang: 'en_US',
    device: 'desktop',
    params: { name: 'privacyPolicy' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('October 1, 2026');
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Data we collect' })).toBeVisible();
  },
};

export const Terms: Story = {
  args: { params: { name: 'terms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of service');
    await expect(canvas.getByRole('heading', { level: 2, name: '1. The service' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('นโยบายความเป็นส่วนตัว');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2569');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { params: { name: 'terms' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2026年10月1日');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The agreement call failed: the footer's name of the page, a notice and a retry link. */
export const ApiError: Story = {
  args: { data: { agreement: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en_US/privacyPolicy.htm',
    );
  },
};
