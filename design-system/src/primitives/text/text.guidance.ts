import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';

export const guidance = defineGuidance({
  purpose:
    'Body text at a size, tone and weight from the type scale: a paragraph by default, or a span, div, strong or small with `as`.',
  whenToUse: [
    'Paragraphs and short lines of copy in sections, cards and forms (`md`, the default, for reading).',
    '`muted` for secondary lines (a note under a call to action, a date); `success` and `danger` only beside words that already say the outcome.',
    '`as="span"` for text inside a line, `as="strong"` when the emphasis matters to meaning.',
  ],
  whenNotToUse: [
    { text: 'A title that starts a section.', use: 'Primitives/Heading' },
    { text: 'A status in a word or two next to a name.', use: 'Primitives/Badge' },
    { text: 'Long-form article content with its own typography.', use: 'Content/ArticleBody' },
  ],
  examples: [
    {
      do: {
        story: 'DoMutedForSecondary',
        caption: 'Body text at `md` for reading; `muted` and `sm` only for the secondary note under it.',
      },
      dont: {
        story: 'DontSmallMutedBody',
        caption:
          'A whole paragraph at `xs` and `muted`: hard to read, and Thai tone marks and Vietnamese accents blur.',
      },
    },
  ],
  content: [
    {
      rule: 'Write for sellers: short sentences, one idea each, naming the marketplaces they use (Shopee, Lazada, TikTok Shop, Shopify; never translated) and what they gain.',
      examples: common.paragraph,
    },
  ],
  accessibility: [
    'Tones are chosen to keep 4.5:1 contrast on the page background; `muted` is for secondary text, not for disabled-looking body copy.',
    'Colour never carries meaning alone: say "Sync failed" in words, then colour it `danger`.',
    "Sizes are in rem, so text follows the visitor's browser font size and zoom.",
  ],
  related: ['Primitives/Heading', 'Primitives/Badge', 'Content/ArticleBody'],
});
