import { defineGuidance } from '../../../stories-support/guidance';
import { loadingText } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'A grey placeholder in the shape of content that is still loading (`text` lines, a `rect`, a `circle`), so the page keeps its layout and the seller sees what is coming.',
  whenToUse: [
    'Content fetched after the page renders whose shape is known: a list of articles, a card, suggestions.',
    'Shaped like the real content: as many text lines as it will have (`lines`), an image box of the same size.',
  ],
  whenNotToUse: [
    { text: 'A short wait after the seller pressed a button.', use: 'Primitives/Button' },
    { text: 'A wait whose result has no known shape, such as checking a code.', use: 'Primitives/Spinner' },
  ],
  examples: [
    {
      do: {
        story: 'DoShapedLikeContent',
        caption:
          'A picture box and three lines where an article card will be: nothing jumps when it arrives.',
      },
      dont: {
        story: 'DontOneBigBlock',
        caption: 'One grey block for a list of cards: the page jumps when the real content comes in.',
      },
    },
  ],
  content: [
    {
      rule: 'A skeleton has no words of its own; the region around it says what is loading, in a few words ending without a full stop, through aria-busy and a label or a Spinner.',
      examples: loadingText,
    },
  ],
  accessibility: [
    'The skeleton is aria-hidden: screen readers skip it. Give the loading region aria-busy="true" and a name saying what loads (a labelled <section>), or show a Spinner with a `label`.',
    'It pulses only when the visitor has not asked for reduced motion.',
    'Remove it as soon as the content arrives; never leave a skeleton as the final state of an error.',
  ],
  related: ['Primitives/Spinner', 'Primitives/LoadMore', 'Sections/ArticleCard'],
});
