import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'Sellers in their own words: a quote, who said it, their role and store, and where the store sells. Proof from peers, which figures alone do not give.',
  whenToUse: [
    'On the home, feature-area and landing pages, after the features, with three quotes (one row on desktop).',
    'When each quote comes from a real, consenting seller whose name and store you can print.',
    'Quotes that name a concrete result (time saved, orders shipped, margin gained) and the marketplace it happened on.',
  ],
  whenNotToUse: [
    { text: 'Totals across all sellers.', use: 'Sections/Stats' },
    { text: 'A longer customer story with pictures; that is a blog article.', use: 'Sections/ArticleList' },
    { text: 'The marketplaces the product connects to.', use: 'Sections/LogoCloud' },
  ],
  examples: [
    {
      do: {
        story: 'DoNamedSeller',
        caption: 'A named seller, their role and store, and the marketplaces they sell on.',
      },
      dont: {
        story: 'DontAnonymousQuote',
        caption:
          'The same words from "a happy customer": nobody to believe, and visitors read it as made up.',
      },
    },
  ],
  content: [
    {
      rule: 'Quote: the seller’s own words, two or three sentences with one concrete result; edit for length, never for meaning, and translate faithfully.',
      examples: eachLang((lang) => sectionsCopy[lang].testimonials.items[2].quote),
    },
    {
      rule: 'Attribution: the full name as the seller writes it (Thai and Chinese names stay in their script), then role and store.',
      examples: eachLang((lang) => {
        const item = sectionsCopy[lang].testimonials.items[0];
        return `${item.name} · ${item.role}, ${item.store}`;
      }),
    },
  ],
  accessibility: [
    'Each testimonial is a `<figure>` with the quote in a `<blockquote>` and the attribution in its `<figcaption>`, so they are read together.',
    'The quote mark and the initials avatar are hidden from screen readers; the name is text.',
    'Initials are taken by letters, not bytes, so Thai and Chinese names are not cut mid-character; pass `initials` when the seller prefers others.',
    'One column on phones, two from 768 px, three from 1024 px.',
  ],
  related: ['Sections/Stats', 'Sections/LogoCloud', 'Sections/Hero'],
});
