import { defineGuidance } from '../../../stories-support/guidance';
import { badgeWords, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Lays items out in one direction with a gap from the spacing scale: a column (default), a row, or `responsive` (a column on phones, a row from tablets). Grid, from the same file, lays out cards in up to six columns.',
  whenToUse: [
    'Spacing between the parts of a component or section, instead of margins on each child.',
    '`direction="row"` with `wrap` for groups of buttons, badges or links that must stay on screen whatever the language.',
    'Grid for sets of peer cards: one column on phones, up to `columns` on wide screens.',
  ],
  whenNotToUse: [
    { text: "Limiting the page's width and adding the gutter.", use: 'Primitives/Container' },
    { text: 'A marketing grid of features with icons and text.', use: 'Sections/FeatureGrid' },
  ],
  examples: [
    {
      do: {
        story: 'DoWrapRows',
        caption: 'A row with `wrap`: long labels move to the next line and stay on screen.',
      },
      dont: {
        story: 'DontRowsThatOverflow',
        caption: 'A row without `wrap`: longer labels push the last items off the edge of a phone.',
      },
    },
  ],
  content: [
    {
      rule: 'Plan rows for the longest language, not for English: the same labels run longer in Thai and Vietnamese and shorter in Chinese, so a row that fits in one language must still wrap in another.',
      examples: pluck(badgeWords, (words) => Object.values(words).join(' · ')),
    },
  ],
  accessibility: [
    'A plain <div> with no role; with `asChild` it can be a <ul> or <nav>, so a list of links is announced as a list.',
    'The order on screen is the order in the markup (no reversed rows), so keyboard and screen-reader order match what sighted visitors see.',
    'Gaps scale with the spacing tokens, not the text size; zooming to 200% keeps items apart.',
  ],
  related: ['Primitives/Container', 'Primitives/Card', 'Sections/FeatureGrid'],
});
