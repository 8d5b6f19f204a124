import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy, sectionsGuidanceText } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A row of marketplace wordmarks saying where Sellwise works: the sellers’ first question is whether it connects to the stores they already run.',
  whenToUse: [
    'Right under the hero of the home and feature-area pages, `muted`, so the logos confirm without competing with the call to action.',
    '`color` on integration or partner pages, where the marketplaces are the subject.',
    'With `href` on items that link to the page about that marketplace’s integration.',
  ],
  whenNotToUse: [
    {
      text: 'A single marketplace named inside a sentence, a card or a table.',
      use: 'Sections/Assets/MarketplaceWordmark',
    },
    { text: 'Proof from sellers rather than from the platforms.', use: 'Sections/Testimonials' },
    { text: 'Figures such as the number of sellers or orders.', use: 'Sections/Stats' },
  ],
  examples: [
    {
      do: {
        story: 'DoMutedUnderHero',
        caption: 'The four marketplaces the page is about, muted: quiet proof under the hero.',
      },
      dont: {
        story: 'DontEveryLogoInColour',
        caption:
          'Every marketplace in colour: ten bright tiles outshout the call to action, and sellers look for theirs among names that do not concern them.',
      },
    },
  ],
  content: [
    {
      rule: 'Title: one short line naming the benefit to the seller, not "Our partners"; sentence case, no full stop.',
      examples: eachLang((lang) => sectionsCopy[lang].logos.title),
    },
    {
      rule: 'Marketplace names stay as each brand writes them, in every language; never translate or abbreviate them.',
      examples: sectionsGuidanceText.marketplaceList,
    },
  ],
  accessibility: [
    'The logos are a list; each name is real text beside a tile hidden from screen readers, so screen readers read it and the browser’s find-in-page finds it.',
    'The title is a small h2 by default; set `headingLevel` to keep the page outline in order.',
    'Linked items get a visible focus ring; keep the row to the marketplaces that link somewhere useful or none at all.',
  ],
  related: [
    'Sections/Assets/MarketplaceWordmark',
    'Sections/Hero',
    'Sections/Stats',
    'Sections/Testimonials',
  ],
});
