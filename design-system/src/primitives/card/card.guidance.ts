import { defineGuidance } from '../../../stories-support/guidance';
import { featureAreas, featureAreaText } from '../../../stories-support/primitives-samples';
import type { Localized } from '../../../stories-support/sample-text';

/** "Inventory: Keep stock in sync…": a card's heading and body, from the feature samples. */
const headingAndBody = Object.fromEntries(
  Object.entries(featureAreas).map(([lang, areas]) => [
    lang,
    `${areas[2]} — ${featureAreaText[lang as keyof typeof featureAreaText][2]}`,
  ]),
) as Localized<string>;

export const guidance = defineGuidance({
  purpose:
    'Groups the content about one thing (a feature, a plan, a help topic) in a bordered or filled box, with an optional header, body and footer.',
  whenToUse: [
    'A set of peer items that the seller compares or scans, laid out in a Grid.',
    '`outline` on white sections, `filled` on white to set a group apart, `elevated` for something that floats above a busy background, `highlighted` for the one item to pick.',
    '`interactive` only when the whole card is one link (with `asChild` around an <a>).',
  ],
  whenNotToUse: [
    { text: 'A teaser of a blog post or help article.', use: 'Sections/ArticleCard' },
    { text: 'Plans with prices and a call to action each.', use: 'Sections/PricingTable' },
    { text: 'Only spacing or a width limit, with no box around it.', use: 'Primitives/Stack' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneCardOneAction',
        caption: 'A heading, a sentence and at most one action: the card is scanned in a glance.',
      },
      dont: {
        story: 'DontNestedCards',
        caption: 'A card inside a card draws two borders around one idea; use spacing or a Heading instead.',
      },
    },
  ],
  content: [
    {
      rule: 'Head the card with a short noun phrase naming the thing; let the body say what the seller gets from it, in one or two sentences.',
      examples: headingAndBody,
    },
  ],
  accessibility: [
    'A card is a plain <div>: give it a Heading at the right level, so screen-reader users can jump between cards.',
    'For a card that is one link, render the <a> with `asChild` so the whole card is one focus stop; do not put further links or buttons inside it.',
    'Do not rely on the shadow or the border alone to tell the highlighted card; say it in text or a Badge ("Most popular").',
  ],
  related: ['Primitives/Stack', 'Primitives/Heading', 'Sections/ArticleCard', 'Sections/FeatureGrid'],
});
