import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'An overview of several features at once: each an icon, a short name, one sentence and an optional link to its page.',
  whenToUse: [
    'On the home page, to show the product’s modules side by side (3 columns for 3 or 6 items, 2 or 4 columns for 4 or 8).',
    '`cards` on a plain or surface band; `plain` when the band is tinted and cards would look boxed in.',
    'With a link on each item when every feature has an introduction page.',
  ],
  whenNotToUse: [
    { text: 'One feature explained at length with a screenshot.', use: 'Sections/FeatureSplit' },
    { text: 'A sequence the seller goes through in order (sign up, connect, sell).', use: 'Sections/Steps' },
    { text: 'Help-centre topics that lead to lists of articles.', use: 'Sections/CategoryCard' },
  ],
  examples: [
    {
      do: {
        story: 'DoShortNames',
        caption: 'Two or three words name each feature; the sentence under it says what it does.',
      },
      dont: {
        story: 'DontSentenceNames',
        caption:
          'The sentence used as the name: every item reads alike, and the eye finds nothing to scan for.',
      },
    },
  ],
  content: [
    {
      rule: 'Item title: the feature’s name in two or three words, the name the product uses for it everywhere.',
      examples: eachLang((lang) => sectionsCopy[lang].features.items[2].title),
    },
    {
      rule: 'Item text: one sentence of at most 20 words (about 40 characters in Chinese) saying what the seller gets.',
      examples: eachLang((lang) => sectionsCopy[lang].features.items[2].text),
    },
    {
      rule: 'Link label: short and the same on every item; its arrow is decorative, so the item’s heading gives it context.',
      examples: eachLang((lang) => sectionsCopy[lang].features.more),
    },
  ],
  accessibility: [
    'Items are a list; their titles are headings one level below the section title (h3 under an h2), or the section’s level when it has no title.',
    'Icons and arrows are hidden from screen readers: the title carries the meaning, so never leave it out.',
    'Identical link labels ("Learn more") are read in their item’s context; pages that list links out of context should pass labels that name the feature.',
    'On phones the grid is one column, in the items’ order.',
  ],
  related: ['Sections/FeatureSplit', 'Sections/Steps', 'Sections/CategoryCard', 'Primitives/Card'],
});
