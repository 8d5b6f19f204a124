import { defineGuidance } from '../../../stories-support/guidance';
import { badgeWords, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Labels the state or kind of something in a word or two: a store that is "Synced", a product with "Low stock", the "Most popular" plan.',
  whenToUse: [
    'A status next to the thing it describes: a marketplace connection, an order, a listing.',
    'A short tag on a card or list row, such as "New" or "Beta".',
    'Tones by meaning: `success` done, `warning` needs attention soon, `danger` failed, `info` for news, `neutral` for plain states such as "Draft"; `accent` only for the highlighted plan.',
  ],
  whenNotToUse: [
    { text: 'A message that explains what happened and what to do next.', use: 'Overlays/Toast' },
    { text: 'Something the visitor can click.', use: 'Primitives/Button' },
  ],
  examples: [
    {
      do: { story: 'DoStatusBadge', caption: 'One or two words beside the store it describes.' },
      dont: {
        story: 'DontSentenceBadge',
        caption: 'A sentence in a pill is hard to read and does not wrap; say it in a message instead.',
      },
    },
  ],
  content: [
    {
      rule: 'Name the state in one or two words, in sentence case, without a full stop or an exclamation mark.',
      examples: pluck(badgeWords, (w) => w.warning),
    },
  ],
  accessibility: [
    'A badge is plain text in a <span>: screen readers read its words, not its colour, so the words must carry the meaning.',
    'Every tone meets 4.5:1 contrast for its small text; do not override the colours.',
    'Place the badge after the name it describes in the markup, so "Shopee, Synced" reads in order.',
  ],
  related: ['Primitives/Text', 'Overlays/Toast', 'Sections/PricingTable'],
});
