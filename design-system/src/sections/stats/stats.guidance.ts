import { defineGuidance } from '../../../stories-support/guidance';
import {
  eachLang,
  sectionsCopy,
  sectionsGuidanceText,
  statsSample,
} from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A few large figures that prove the product is used at scale: how many sellers, orders, marketplaces, hours saved.',
  whenToUse: [
    'Between the features and the testimonials on the home or about page, with three or four figures (four fill the row on desktop).',
    'On a `brand` or `inverse` band when it should break up a long page; the figures switch to the on-dark colours.',
    'When every figure has a source and a date you can name in the section text or an item’s description.',
  ],
  whenNotToUse: [
    { text: 'A single seller’s result told in their own words.', use: 'Sections/Testimonials' },
    { text: 'Prices and what each plan includes.', use: 'Sections/PricingTable' },
    { text: 'Which marketplaces the product connects to, shown by name.', use: 'Sections/LogoCloud' },
  ],
  examples: [
    {
      do: {
        story: 'DoFiguresWithSource',
        caption: 'The text under the title says where the figures come from and when.',
      },
      dont: {
        story: 'DontFiguresWithoutSource',
        caption: 'The same figures with nothing to back them: the visitor cannot tell a count from a boast.',
      },
    },
  ],
  content: [
    {
      rule: 'Value: formatted for the page’s language by the caller (separators, units such as 万 or juta), rounded down, with "+" only when it is a floor.',
      examples: eachLang((lang) => statsSample(lang).items[0]!.value),
    },
    {
      rule: 'Label: what is counted, in at most five words, in sentence case.',
      examples: eachLang((lang) => sectionsCopy[lang].stats.items[1]),
    },
    {
      rule: 'Source: who measured it and over which period, in the section text or the item’s description.',
      examples: sectionsGuidanceText.statsSource,
    },
  ],
  accessibility: [
    'The figures are a description list: each label is the term and the value its description, so a screen reader reads "Active sellers: 50,000+" in order even though the value is drawn above.',
    'Values are text, not images: they zoom, translate and read aloud.',
    'The grid has two columns on phones and three or four on desktop (four when there are four or more items).',
  ],
  related: ['Sections/Testimonials', 'Sections/LogoCloud', 'Sections/CtaBanner', 'Sections/Section'],
});
