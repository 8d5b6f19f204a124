import type { StoryObj } from '@storybook/react-vite';
import { PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import meta from './landing-layout.stories';

export default { ...meta, title: 'Layouts/LandingLayout/Features' };
type Story = StoryObj<typeof meta>;

// Story names are the sample pages whose accent each shows (they also name the visual baselines).

export const Lazada: Story = { args: { accent: 'navy' } };

export const TikTok: Story = { args: { accent: 'black' } };

export const Shopify: Story = { args: { accent: 'emerald' } };

export const Invoicing: Story = { args: { accent: 'green' } };

/** The same page on a phone. */
export const MobileShopee: Story = { args: { device: 'mobile' }, globals: PHONE_GLOBALS };

export const ThaiShopee: Story = { globals: { locale: 'th' } };

export const ThaiMobileLazada: Story = {
  args: { accent: 'magenta', device: 'mobile' },
  globals: { locale: 'th', ...PHONE_GLOBALS },
};

export const ChineseDropship: Story = { args: { accent: 'teal' }, globals: { locale: 'zh_CN' } };

export const VietnameseCapture: Story = { args: { accent: 'violet' }, globals: { locale: 'vi' } };
