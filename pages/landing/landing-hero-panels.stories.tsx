import type { CsChannel } from '@sellwise/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { storyHref, storyLang, withIntl } from '../stories-support/with-intl';
import { type EnquiryPanelConfig, landingConfigs, type SignUpPanelConfig } from './landing-config';
import { EnquiryPanel, SignUpPanel } from './landing-hero-panels';

const signUpPanel = landingConfigs.shopeeSellerAdsPage1.panel as SignUpPanelConfig;
const enquiryPanel = landingConfigs.spxStaticPage.panel as EnquiryPanelConfig;

const line: CsChannel = {
  channel: 'line',
  name: 'LINE',
  value: '@sellwise',
  url: 'https://line.me/R/ti/p/@sellwise',
  hours: 'จันทร์–เสาร์ 09:00–18:00 น.',
  qrcode: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
};

const meta = {
  title: 'Pages/Landing/Hero panels',
  component: SignUpPanel,
  decorators: [
    withIntl,
    (Story) => (
      <main className="max-w-md rounded-xl bg-background p-6 shadow-lg ring-1 ring-border md:p-8">
        <Story />
      </main>
    ),
  ],
  render: (_args, ctx) => (
    <SignUpPanel panel={localizeHrefs(signUpPanel, storyHref(storyLang(ctx.globals)))} />
  ),
  args: { panel: signUpPanel },
} satisfies Meta<typeof SignUpPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Get ready for the next sale');
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=shopeeSellerAdsPage1',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/en_US/privacyPolicy.htm',
    );
  },
};

export const SignUpChinese: Story = { globals: { locale: 'zh_CN' } };

export const EnquiryThai: Story = {
  globals: { locale: 'th' },
  render: (_args, ctx) => (
    <EnquiryPanel panel={localizeHrefs(enquiryPanel, storyHref(storyLang(ctx.globals)))} contact={line} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /.+/ })).toHaveAttribute('href', line.url);
  },
};

export const EnquiryWithoutContact: Story = {
  render: (_args, ctx) => (
    <EnquiryPanel panel={localizeHrefs(enquiryPanel, storyHref(storyLang(ctx.globals)))} contact={null} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=spxStaticPage',
    );
  },
};
