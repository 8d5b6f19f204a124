import { defineGuidance } from '../../../stories-support/guidance';
import { skipLinkText } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Keeps text for screen readers while hiding it from sight: the name of an icon-only button, the hint after an external link, a skip link that appears on focus.',
  whenToUse: [
    'Naming a control that shows only an icon: browser translation translates hidden text with the page, where it often skips `aria-label`.',
    'Extra context that sighted visitors get from the layout, such as "(opens in a new tab)".',
    '`focusable` with `asChild` around a skip link, so it shows again when a keyboard user tabs to it.',
  ],
  whenNotToUse: [
    { text: 'Hiding a decorative icon from screen readers (leave out its `label`).', use: 'Primitives/Icon' },
    { text: 'Hiding content from everyone until asked.', use: 'Primitives/Accordion' },
  ],
  examples: [
    {
      do: {
        story: 'DoNameIconButton',
        caption: 'The icon-only button has hidden text, so a screen reader says "Search, button".',
      },
      dont: {
        story: 'DontUnnamedIconButton',
        caption:
          'Without hidden text the screen reader says only "button": the seller cannot tell what it does.',
      },
    },
  ],
  content: [
    {
      rule: 'Hidden text is read in the flow of the page, so write it as the visible words would be: short, in the page\'s language, with no "button" or "link" (the screen reader adds that).',
      examples: skipLinkText,
    },
  ],
  accessibility: [
    'Uses the `sr-only` technique (clipped, one pixel), not display:none, so screen readers still read it.',
    '`focusable` shows the content again while it has focus; without it, never hide something focusable, or keyboard users lose track of the focus.',
    'Hidden text must match what sighted visitors see: do not hide instructions that only some visitors get.',
  ],
  related: ['Primitives/Icon', 'Primitives/Button', 'Primitives/Link'],
});
