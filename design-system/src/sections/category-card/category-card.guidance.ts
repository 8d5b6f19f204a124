import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A help-centre topic as a card: icon, name, what it covers and how many articles it holds, the whole card linking to the topic. `CategoryGrid` lays several out under a section title.',
  whenToUse: [
    'On the help centre’s home (`leftCat/start`), one card per category, in `CategoryGrid` with 3 columns (2 in narrow frames).',
    'Beside a help search with no results, to offer the topics instead.',
  ],
  whenNotToUse: [
    { text: 'Articles rather than topics.', use: 'Sections/ArticleList' },
    { text: 'Product features on a marketing page.', use: 'Sections/FeatureGrid' },
    { text: 'The category navigation beside a help article.', use: 'Navigation/CategoryTree' },
  ],
  examples: [
    {
      do: {
        story: 'DoNameAndDescription',
        caption: 'A short topic name, what it covers and the article count.',
      },
      dont: {
        story: 'DontSentenceAsName',
        caption:
          'The description used as the name: long link text, nothing to scan, and no count to set expectations.',
      },
    },
  ],
  content: [
    {
      rule: 'Name: the topic in one to three words, as sellers would look for it.',
      examples: eachLang((lang) => sectionsCopy[lang].categories.items[2].title),
    },
    {
      rule: 'Description: the three or four things the topic covers, as a list in one sentence.',
      examples: eachLang((lang) => sectionsCopy[lang].categories.items[2].description),
    },
    {
      rule: 'Count: formatted by the caller with the language’s plural rules.',
      examples: eachLang((lang) => sectionsCopy[lang].categories.items[2].count),
    },
  ],
  accessibility: [
    'The name is the card’s only link, stretched over the card: one tab stop, and the focus ring goes round the whole card.',
    'The icon and the chevron are decorative (the chevron flips in right-to-left pages).',
    'The name is an h3 by default; `CategoryGrid` sets it one below its own title.',
  ],
  related: [
    'Navigation/CategoryTree',
    'Sections/ArticleList',
    'Sections/ArticleCard',
    'Primitives/SearchInput',
  ],
});
