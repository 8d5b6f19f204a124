import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy, sectionsGuidanceText } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A marketplace’s name with a coloured initial tile, drawn in code: the name is real text, so it reads aloud, wraps and never goes stale like a copied logo file.',
  whenToUse: [
    'Naming a supported marketplace in a card, a table or a plan’s feature list.',
    'In rows of several (the logo cloud uses it), all in one `size` and one `tone`.',
    '`muted` where it should stay quiet (under a hero), `color` where the marketplaces are the subject, `inverse` on dark bands.',
  ],
  whenNotToUse: [
    { text: 'A titled row of supported marketplaces.', use: 'Sections/LogoCloud' },
    {
      text: 'A marketplace mentioned inside running text: write the name as plain text.',
      use: 'Primitives/Text',
    },
    { text: 'A label for a status or category.', use: 'Primitives/Badge' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneSizeOneTone',
        caption: 'One size and tone for the whole row: the marketplaces read as equals.',
      },
      dont: {
        story: 'DontMixedSizesAndTones',
        caption:
          'Mixed sizes and tones: the row suggests a ranking nobody meant, and the muted names look disabled.',
      },
    },
  ],
  content: [
    {
      rule: 'The name is the brand’s own spelling in every language (TikTok Shop, not Tiktok or 抖音); the component renders it from the id, so never pass a translated name.',
      examples: sectionsGuidanceText.connectTikTokShop,
    },
    {
      rule: 'Text around a row of wordmarks says why they are there, from the seller’s side.',
      examples: eachLang((lang) => sectionsCopy[lang].logos.title),
    },
  ],
  accessibility: [
    'The tile is hidden from screen readers (`aria-hidden`); the name beside it is read as text.',
    'The name never wraps (`whitespace-nowrap`); in narrow rows, wrap between wordmarks, not inside one.',
    'Marketplace colours are for the tiles only; the name’s colour comes from `tone`, so choose the tone for the background (`inverse` on dark bands).',
  ],
  related: ['Sections/LogoCloud', 'Primitives/Badge', 'Sections/Assets/DashboardIllustration'],
});
