import { MARKETPLACES } from '@sellwise/design-system/assets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { withVisitorApi } from '../stories-support/visitor-fixtures';
import { storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import {
  type EnquiryPanelConfig,
  landingConfigs,
  type MarketplaceLead,
  marketplaceProof,
  type SignUpFormLead,
} from './landing-config';
import { EnquiryPanel, SignUpFormPanel } from './landing-hero-panels';
import { MarketplaceProofPanel } from './marketplace-proof-panel';

const signUpPanel = landingConfigs.captureAdsPage1.panel as SignUpFormLead;
const marketplacePanel = landingConfigs.lazadaSellerAdsPage.panel as MarketplaceLead;
const enquiryPanel = landingConfigs.spxStaticPage.panel as EnquiryPanelConfig;

const regions = [
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'VN', name: 'Vietnam', pickupDays: 'Mon–Sun', codAvailable: true },
];

const meta = {
  title: 'Pages/Landing/Hero panels',
  component: SignUpFormPanel,
  decorators: [
    withIntl,
    withVisitorApi(),
    (Story) => (
      <main className="max-w-md rounded-xl bg-background p-6 shadow-lg ring-1 ring-border md:p-8">
        <Story />
      </main>
    ),
  ],
  render: (_args, ctx) => {
    const lang = storyLang(ctx.globals);
    return (
      <SignUpFormPanel panel={signUpPanel} source="captureAdsPage1" lang={lang} href={storyHref(lang)} />
    );
  },
  args: { panel: signUpPanel, source: 'captureAdsPage1', lang: 'en_US', href: storyHref('en_US') },
} satisfies Meta<typeof SignUpFormPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real sign-up form of register.htm under the capture page's heading. */
export const SignUp: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t(signUpPanel.title.$t));
    await expect(canvas.getByRole('form')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(signUpPanel.submit.$t) })).toBeVisible();
  },
};

export const Marketplace: Story = {
  render: (_args, ctx) => (
    <MarketplaceProofPanel panel={localizeHrefs(marketplacePanel, storyHref(storyLang(ctx.globals)))} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { title } = marketplaceProof(marketplacePanel.page);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      storyText({ globals })(title.$t, {
        marketplace: MARKETPLACES[marketplacePanel.marketplace].name,
        ...title.values,
      }),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /.+/ })).toHaveAttribute(
      'href',
      `/${storyLang(globals)}/register.htm?source=lazadaSellerAdsPage`,
    );
  },
};

export const SignUpChinese: Story = { globals: { locale: 'zh_CN' } };

export const EnquiryThai: Story = {
  globals: { locale: 'th' },
  render: (_args, ctx) => {
    const href = storyHref(storyLang(ctx.globals));
    return <EnquiryPanel panel={localizeHrefs(enquiryPanel, href)} regions={regions} lang="th" href={href} />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'ส่งคำขอ' })).toBeVisible();
  },
};

export const EnquiryWithoutRegions: Story = {
  render: (_args, ctx) => {
    const href = storyHref(storyLang(ctx.globals));
    return <EnquiryPanel panel={localizeHrefs(enquiryPanel, href)} regions={[]} lang="en_US" href={href} />;
  },
  play: async ({ canvasElement, globals }) => {
    const name = storyText({ globals })(enquiryPanel.fallback.label.$t);
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute(
      'href',
      `/${storyLang(globals)}/register.htm?source=spxStaticPage`,
    );
  },
};
