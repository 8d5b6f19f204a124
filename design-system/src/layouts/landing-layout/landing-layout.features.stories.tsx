import type { StoryObj } from '@storybook/react-vite';
import { PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import meta from './landing-layout.stories';

export default { ...meta, title: 'Layouts/LandingLayout/Features' };
type Story = StoryObj<typeof meta>;

export const Lazada: Story = { args: { landing: 'lazadaselleradspage' } };

export const TikTok: Story = { args: { landing: 'tiktoksellercentredspage' } };

export const Shopify: Story = { args: { landing: 'shopifysellercentredspage' } };

export const Invoicing: Story = { args: { landing: 'invoicingadspage' } };

/** m-<landing>: the same page on a phone. */
export const MobileShopee: Story = { args: { device: 'mobile' }, globals: PHONE_GLOBALS };

export const ThaiShopee: Story = { globals: { locale: 'th' } };

export const ThaiMobileLazada: Story = {
  args: { landing: 'lazadasellercenteradspage', device: 'mobile' },
  globals: { locale: 'th', ...PHONE_GLOBALS },
};

export const ChineseDropship: Story = { args: { landing: 'dropshipadspage' }, globals: { locale: 'zh_CN' } };

export const VietnameseCapture: Story = { args: { landing: 'captureadspage' }, globals: { locale: 'vi' } };
