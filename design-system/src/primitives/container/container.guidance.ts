import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';

export const guidance = defineGuidance({
  purpose:
    'Centres content at a maximum width with the page gutter (16px on phones, 24px from tablets), so text and grids line up from section to section.',
  whenToUse: [
    'Inside every full-width band of a page, to hold its content at the site width (`xl`, the default).',
    '`sm` or `md` for running text (articles, legal pages, a sign-up form) so lines stay readable.',
    '`full` only for content that must run to the gutter, such as a wide comparison table that scrolls.',
  ],
  whenNotToUse: [
    { text: 'A full-width coloured band with its own vertical spacing.', use: 'Sections/Section' },
    { text: 'The frame of a whole page with header and footer.', use: 'Layouts/Layout' },
    { text: 'Spacing between items inside the width.', use: 'Primitives/Stack' },
  ],
  examples: [
    {
      do: {
        story: 'DoReadableWidth',
        caption: 'Running text in `sm`: about 70 characters a line, easy to follow to the next line.',
      },
      dont: {
        story: 'DontFullWidthText',
        caption: 'Running text in `full` on a wide screen: the eye loses its place on the way back.',
      },
    },
  ],
  content: [
    {
      rule: 'Keep paragraphs of running text in `sm` or `md` in every language. Thai and Chinese fit more words per line at the same width; do not widen the container for them or narrow it for Vietnamese.',
      examples: common.paragraph,
    },
  ],
  accessibility: [
    'A plain <div> with no role; with `asChild` it can be the <main> or <section> element itself.',
    'The gutter keeps text off the screen edge at 200% zoom and on 360px phones.',
  ],
  related: ['Sections/Section', 'Layouts/Layout', 'Primitives/Stack'],
});
