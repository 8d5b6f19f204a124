import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareLinks, type ShareLinksLabels } from './share-links';

type Texts = { label: string; title: string; labels: ShareLinksLabels };
const texts: Record<'en' | 'th' | 'zh', Texts> = {
  en: {
    label: 'Share',
    title: 'How to sync stock across every marketplace',
    labels: { copy: 'Copy link', copied: 'Link copied', network: (name) => `Share on ${name}` },
  },
  th: {
    label: 'แชร์',
    title: 'วิธีซิงก์สต็อกให้ตรงกันในทุกมาร์เก็ตเพลส',
    labels: { copy: 'คัดลอกลิงก์', copied: 'คัดลอกลิงก์แล้ว', network: (name) => `แชร์ไปที่ ${name}` },
  },
  zh: {
    label: '分享',
    title: '如何在所有电商平台同步库存',
    labels: { copy: '复制链接', copied: '链接已复制', network: (name) => `分享到 ${name}` },
  },
};
const pick = (locale: unknown) =>
  locale === 'th' ? 'th' : String(locale ?? '').startsWith('zh') ? 'zh' : 'en';
const shareUrlSample = 'https://www.example.com/blog/articleDetails/1040/stock-sync.htm';

const meta = {
  title: 'Content/ShareLinks',
  component: ShareLinks,
  args: { url: shareUrlSample, ...texts.en },
  argTypes: { networks: { control: 'check', options: ['facebook', 'x', 'linkedin', 'line', 'whatsapp'] } },
} satisfies Meta<typeof ShareLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (args, ctx) => <ShareLinks {...args} {...texts[pick(ctx.globals?.locale)]} />,
};

export const Playground: Story = {};
