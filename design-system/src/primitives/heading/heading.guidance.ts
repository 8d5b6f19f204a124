import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';

export const guidance = defineGuidance({
  purpose:
    'A section title. `level` sets its place in the document outline (h1–h6); `size` sets how big it looks, so the outline and the look are chosen separately.',
  whenToUse: [
    "One h1 per page, for the page's main title; `display` size only for the hero of a landing page.",
    'h2 for each section, h3 for the items inside it (cards, features, questions), never skipping a level.',
    '`tone="current"` on dark or brand-coloured sections so the heading takes the section\'s text colour.',
  ],
  whenNotToUse: [
    { text: 'Making a word or a line of body text stand out.', use: 'Primitives/Text' },
    { text: 'A short status label next to a title.', use: 'Primitives/Badge' },
  ],
  examples: [
    {
      do: {
        story: 'DoLevelsInOrder',
        caption: 'h2 then h3; the h3 is made smaller with `size`, not by picking h4.',
      },
      dont: {
        story: 'DontSkipLevels',
        caption: 'An h4 chosen for its look under an h2: screen-reader users think a level is missing.',
      },
    },
  ],
  content: [
    {
      rule: 'Say the benefit in sentence case, in under about ten words (Chinese: under about fifteen characters), without a full stop.',
      examples: common.title,
    },
  ],
  accessibility: [
    'Renders a real <h1>–<h6>, which screen-reader users list and jump between; the level must follow the page outline.',
    'Headings use `text-balance`, so long Thai and Vietnamese titles break into even lines; do not insert manual line breaks.',
    'Do not put a link or button as the only content of a heading when the section has its own call to action.',
  ],
  related: ['Primitives/Text', 'Sections/Section', 'Content/TableOfContents'],
});
