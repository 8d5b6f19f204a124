import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    '"On this page": links to an article\'s h2 and h3 headings, h3 indented under their h2, with the section being read marked. On phones the list folds under its label and opens without script.',
  whenToUse: [
    'Articles long enough to scroll through several sections: build the items with headingsFromHtml from the same HTML.',
    'A sticky side column beside the article on desktop.',
  ],
  whenNotToUse: [
    { text: 'Moving between pages of the site.', use: 'Primitives/Breadcrumbs' },
    { text: 'Browsing help topics by category.', use: 'Navigation/CategoryTree' },
    { text: 'Switching between views of the same content.', use: 'Primitives/Tabs' },
  ],
  examples: [
    {
      do: { story: 'DoShortEntries', caption: 'Short headings make a list the reader can scan at a glance.' },
      dont: {
        story: 'DontSentenceEntries',
        caption: 'Sentence-long headings wrap over lines and bury the words that matter.',
      },
    },
  ],
  content: [
    {
      rule: 'The label is "On this page", the same on every article.',
      examples: {
        en_US: 'On this page',
        in: 'Di halaman ini',
        th: 'ในหน้านี้',
        vi: 'Trên trang này',
        zh_CN: '本页内容',
        ms_MY: 'Di halaman ini',
      },
    },
    {
      rule: "Entries are the article's headings: keep those to a few words, starting with the task.",
      examples: {
        en_US: 'Match your SKUs',
        in: 'Cocokkan SKU Anda',
        th: 'จับคู่ SKU',
        vi: 'Ghép mã SKU',
        zh_CN: '匹配 SKU',
        ms_MY: 'Padankan SKU anda',
      },
    },
  ],
  accessibility: [
    'A <nav> landmark named by the label; the current section\'s link has aria-current="location".',
    'On phones the list is a native <details>: it opens with the keyboard and works before the scripts load.',
    'Every entry links to a heading id in the article; headingsFromHtml adds missing ids so no link is dead.',
  ],
  related: ['Content/ArticleBody', 'Content/ShareLinks', 'Primitives/Link'],
});
