import { defineGuidance } from '../../../stories-support/guidance';
import { faq, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Stacks headed panels that open and close, so a seller sees all the headings at once and opens only what they need.',
  whenToUse: [
    'Questions and answers inside help articles and on settings-like pages (`type="single"` with `collapsible`).',
    'Groups of links or filters in a sidebar that visitors open several of at once (`type="multiple"`).',
    '`divided` on plain sections, `card` where each item should read as its own box.',
  ],
  whenNotToUse: [
    {
      text: 'The FAQ section of a marketing page (server-rendered, with FAQ structured data).',
      use: 'Sections/Faq',
    },
    { text: 'Switching between peer views of the same thing.', use: 'Primitives/Tabs' },
    {
      text: 'Information every visitor needs, such as prices or terms; do not hide it.',
      use: 'Primitives/Text',
    },
  ],
  examples: [
    {
      do: {
        story: 'DoQuestionsAsTriggers',
        caption: "Each header is the seller's own question, so they can find theirs without opening any.",
      },
      dont: {
        story: 'DontVagueTriggers',
        caption: '"Details", "More", "Other": the seller has to open every panel to find anything.',
      },
    },
  ],
  content: [
    {
      rule: 'Write each header as the question a seller would ask, in their words, ending with a question mark; keep the answer\'s first sentence a direct answer ("Yes.", "Shopee, Lazada…").',
      examples: pluck(faq, (items) => items[1]?.question ?? ''),
    },
  ],
  accessibility: [
    'Each header is a real heading (`headingLevel`, default h3) holding a button with aria-expanded and aria-controls; set the level to fit the page outline.',
    'Up/Down move between headers, Home/End jump to the first and last; Enter and Space open and close.',
    "Closed panels are not in the tab order; do not put the only copy of a form's error message in a closed panel.",
  ],
  related: ['Sections/Faq', 'Primitives/Tabs', 'Navigation/CategoryTree'],
});
