import { defineGuidance } from '../../../stories-support/guidance';
import { externalLinkText, pluck, readMore } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Takes the visitor to another page or place: inside running text, in lists of links, in the footer. With `external` it opens in a new tab and says so.',
  whenToUse: [
    '`default` (underlined) inside running text, where the underline is how visitors spot it.',
    '`subtle` and `muted` in lists of links (footer, related articles) where the whole list is clearly links.',
    '`inverse` on dark sections.',
    "`external` for pages outside Sellwise, such as a marketplace's seller centre.",
  ],
  whenNotToUse: [
    { text: 'An action that changes something: submit, save, open a dialog.', use: 'Primitives/Button' },
    { text: "The way back up the help centre's levels.", use: 'Primitives/Breadcrumbs' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhereItGoes',
        caption: 'The link text says where it leads, and still makes sense in a list of links.',
      },
      dont: {
        story: 'DontClickHere',
        caption:
          '"Click here" means nothing in a screen reader\'s list of links, and nobody clicks on a phone.',
      },
    },
  ],
  content: [
    {
      rule: 'Make the link text the name of the destination or what the visitor will do there, in a few words; do not link "here" or a whole sentence.',
      examples: readMore,
    },
    {
      rule: "For `external`, pass `externalLabel` in the page's language: it is required, there is no English fallback.",
      examples: pluck(externalLinkText, (t) => t.hint),
    },
  ],
  accessibility: [
    'A real <a href>, so it works without JavaScript, opens in a new tab on request and is listed by screen readers.',
    '`external` adds rel="noopener noreferrer", an icon hidden from screen readers and the `externalLabel` hint as hidden text.',
    'The `default` variant is underlined because colour alone must not be the only way to tell a link in text.',
  ],
  related: ['Primitives/Button', 'Primitives/Breadcrumbs', 'Content/ShareLinks'],
});
