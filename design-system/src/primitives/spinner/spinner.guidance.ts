import { defineGuidance } from '../../../stories-support/guidance';
import { loadingText } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'A turning ring that says "wait", with a `label` announced to screen readers (role="status"), in the current text colour at three sizes.',
  whenToUse: [
    'A short wait whose result has no known shape: checking a code, sending a form, connecting a store.',
    "`decorative` when the control around it already says it is busy (Button's `loading` does this for you).",
  ],
  whenNotToUse: [
    { text: 'Content of a known shape that is loading.', use: 'Primitives/Skeleton' },
    { text: 'A button that is submitting.', use: 'Primitives/Button' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatLoads',
        caption: 'A small spinner with words saying what is loading, where the content will appear.',
      },
      dont: {
        story: 'DontSpinnerForLayout',
        caption: 'A spinner in an empty box for a list whose shape is known: the page jumps when it arrives.',
      },
    },
  ],
  content: [
    {
      rule: 'The label says what is loading, in the present, without a full stop: "Loading your orders", not "Please wait".',
      examples: loadingText,
    },
  ],
  accessibility: [
    'role="status" with the `label` as hidden text, so screen readers announce it politely; the ring itself is aria-hidden.',
    "Pass the `label` in the page's language (required, or `decorative` inside a control that says it is busy): there is no English fallback.",
    'Use `decorative` inside a control that already has aria-busy, so the wait is not announced twice.',
  ],
  related: ['Primitives/Skeleton', 'Primitives/Button', 'Primitives/LoadMore'],
});
