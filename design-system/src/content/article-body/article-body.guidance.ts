import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    "The body of a blog or help article: renders trusted, already sanitised HTML with full article typography (headings, lists, quotes, code, tables, images) and the script rules of the text's language.",
  whenToUse: [
    'Article HTML from the CMS, with lang set to the text\'s language (e.g. "th-TH", "zh-CN") for fonts, line breaking and hyphenation.',
    'Long content read top to bottom, with h2 sections and h3 subsections that a table of contents can list.',
  ],
  whenNotToUse: [
    { text: 'A few lines of text in a page section.', use: 'Primitives/Text' },
    { text: 'Questions and answers the reader opens one by one.', use: 'Sections/Faq' },
    { text: 'A list of articles.', use: 'Sections/ArticleList' },
  ],
  examples: [
    {
      do: {
        story: 'DoRealHeadings',
        caption:
          'Sections start with real h2 and h3 headings: screen readers and the table of contents find them.',
      },
      dont: {
        story: 'DontBoldParagraphs',
        caption: 'Bold paragraphs look like headings but are not: nothing can jump to them.',
      },
    },
  ],
  content: [
    {
      rule: 'Headings are short and name what the section helps the reader do.',
      examples: {
        en_US: 'Connect your stores',
        in: 'Hubungkan toko Anda',
        th: 'เชื่อมต่อร้านค้าของคุณ',
        vi: 'Kết nối gian hàng',
        zh_CN: '授权店铺',
        ms_MY: 'Sambungkan kedai anda',
      },
    },
    {
      rule: 'Name menus and buttons exactly as the product shows them, with → between steps.',
      examples: {
        en_US: 'Open Settings → Stores and choose a marketplace.',
        in: 'Buka Pengaturan → Toko, lalu pilih marketplace.',
        th: 'เปิด การตั้งค่า → ร้านค้า แล้วเลือกมาร์เก็ตเพลส',
        vi: 'Mở Cài đặt → Gian hàng và chọn sàn.',
        zh_CN: '打开「设置 → 店铺」，选择电商平台。',
        ms_MY: 'Buka Tetapan → Kedai dan pilih pasaran dalam talian.',
      },
    },
  ],
  accessibility: [
    'Give every image alt text that says what it shows; tables keep their header cells.',
    'Wide tables and code blocks scroll sideways in a focusable wrapper, so keyboard users can scroll them too.',
    'Headings must not skip levels: the page title is the h1, sections h2, subsections h3.',
    'The HTML is rendered as given: sanitise it before it reaches the component.',
  ],
  related: ['Content/TableOfContents', 'Content/FeedbackPrompt', 'Content/ShareLinks'],
});
