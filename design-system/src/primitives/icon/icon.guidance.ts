import { defineGuidance } from '../../../stories-support/guidance';
import { featureAreas, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Shows a lucide-react icon at one of four sizes (`sm` 16px to `xl` 32px) in the current text colour, decorative unless given a `label`.',
  whenToUse: [
    'Beside a word, to help the eye find it: a feature name, a menu entry, a button label.',
    'Inside an icon-only button whose name is given by `aria-label` or VisuallyHidden text.',
    'With a `label` only when the icon alone carries meaning that no nearby text says.',
  ],
  whenNotToUse: [
    {
      text: "A marketplace's logo (Shopee, Lazada, TikTok Shop).",
      use: 'Sections/Assets/MarketplaceWordmark',
    },
    { text: 'A screenshot or a photo.', use: 'Primitives/Image' },
  ],
  examples: [
    {
      do: {
        story: 'DoIconWithText',
        caption: 'The icon supports the word; the word carries the meaning in every language.',
      },
      dont: {
        story: 'DontIconsAlone',
        caption:
          'Icons alone: is the box "Products" or "Shipping"? Sellers guess, and each guesses differently.',
      },
    },
  ],
  content: [
    {
      rule: 'A `label` names what the icon stands for on this page ("Products"), not what it pictures ("Box icon").',
      examples: pluck(featureAreas, (areas) => areas[0] ?? ''),
    },
  ],
  accessibility: [
    'Without `label` the icon is aria-hidden and skipped by screen readers; with it, it is role="img" with that name.',
    'Decorative icons next to text need no label: the text already says it, and a label would be read twice.',
    'An icon that carries meaning must reach 3:1 contrast with its background.',
  ],
  related: ['Primitives/Button', 'Primitives/VisuallyHidden', 'Primitives/Image'],
});
