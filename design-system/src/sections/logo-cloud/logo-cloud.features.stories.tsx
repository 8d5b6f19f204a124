import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { langOf, logoCloudSample } from '../../../stories-support/sections-samples';
import { MARKETPLACE_IDS } from '../../assets/marketplace-wordmark/marketplace-wordmark';
import { LogoCloud } from './logo-cloud';

const meta = {
  title: 'Sections/LogoCloud/Features',
  component: LogoCloud,
  parameters: { layout: 'fullscreen' },
  args: logoCloudSample('en_US'),
} satisfies Meta<typeof LogoCloud>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Color: Story = {
  render: (_args, ctx) => <LogoCloud {...logoCloudSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('TikTok Shop')).toBeVisible();
  },
};

export const Muted: Story = {
  render: (_args, ctx) => <LogoCloud {...logoCloudSample(langOf(ctx))} appearance="muted" tone="surface" />,
};

export const AllMarketplacesLinked: Story = {
  render: (_args, ctx) => (
    <LogoCloud
      {...logoCloudSample(langOf(ctx))}
      items={MARKETPLACE_IDS.map((marketplace) => ({
        marketplace,
        href: `/en_US/partners.htm#${marketplace}`,
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Shopee/ })).toHaveAttribute(
      'href',
      '/en_US/partners.htm#shopee',
    );
  },
};

export const Thai: Story = { ...Color, globals: { locale: 'th' } };
export const Phone: Story = {
  ...Color,
  globals: { locale: 'zh_CN', viewport: { value: 'phone', isRotated: false } },
};
