import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    "Sharing an article: plain links to each network's share page (in a new tab) and a copy-link button. No network script loads and nothing is sent until the reader chooses.",
  whenToUse: [
    'At the top or end of a blog article sellers may pass on.',
    'Choose networks for the audience with networks, e.g. LINE for Thailand, WhatsApp for Malaysia and Indonesia.',
  ],
  whenNotToUse: [
    { text: "Links to Sellwise's own social accounts.", use: 'Layouts/Footer' },
    { text: 'A single link inside text.', use: 'Primitives/Link' },
  ],
  examples: [
    {
      do: {
        story: 'DoNameTheAction',
        caption: 'Each icon link is named "Share on …": screen readers hear what it does.',
      },
      dont: {
        story: 'DontBareBrandNames',
        caption: 'Named only "LINE", "Facebook": the reader cannot tell sharing from visiting our page.',
      },
    },
  ],
  content: [
    {
      rule: 'Link names say the action and the network; brand names stay as they are.',
      examples: {
        en_US: 'Share on LINE',
        in: 'Bagikan ke LINE',
        th: 'แชร์ไปที่ LINE',
        vi: 'Chia sẻ lên LINE',
        zh_CN: '分享到 LINE',
        ms_MY: 'Kongsi di LINE',
      },
    },
    {
      rule: 'The copy button says what it copies, and confirms it.',
      examples: {
        en_US: 'Copy link → Link copied',
        in: 'Salin tautan → Tautan disalin',
        th: 'คัดลอกลิงก์ → คัดลอกลิงก์แล้ว',
        vi: 'Sao chép liên kết → Đã sao chép liên kết',
        zh_CN: '复制链接 → 链接已复制',
        ms_MY: 'Salin pautan → Pautan disalin',
      },
    },
  ],
  accessibility: [
    'A group named by its label (hideLabel keeps the name for screen readers); icons are hidden and each link has a text name.',
    'The copy button announces "copied" (or labels.failed) politely.',
    "Links open a new tab; the networks' share pages are plain links that work without script.",
  ],
  related: ['Content/ArticleBody', 'Content/TableOfContents', 'Sections/ArticleCard'],
});
