import { defineGuidance } from '../../../stories-support/guidance';
import { imageAlt } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Shows a picture (a product screenshot, a photo of a seller) lazily loaded and decoded, responsive through `widths`/`srcFor`, and in a box of fixed `ratio` so the page does not jump when it arrives.',
  whenToUse: [
    'Screenshots and photos in sections, articles and cards, always with a `ratio` or known size.',
    '`priority` for the one large picture of the first screen (the hero), and for no other.',
    '`fit="contain"` for screenshots that must not be cropped, `cover` (default) for photos that fill a frame.',
  ],
  whenNotToUse: [
    { text: 'A video, even one that starts with a poster frame.', use: 'Primitives/VideoEmbed' },
    { text: 'A small symbol beside a word.', use: 'Primitives/Icon' },
    { text: "A marketplace's logo.", use: 'Sections/Assets/MarketplaceWordmark' },
  ],
  examples: [
    {
      do: {
        story: 'DoDescribeThePicture',
        caption: 'The alt text says what the picture shows that matters to the seller.',
      },
      dont: {
        story: 'DontFileNameAlt',
        caption:
          'A file name as alt text: screen readers read out "screenshot underscore orders final dot png".',
      },
    },
  ],
  content: [
    {
      rule: 'Write alt text as a short phrase saying what the picture shows and why it is there; no "Image of", no file names. Pass alt="" for a purely decorative picture.',
      examples: imageAlt,
    },
  ],
  accessibility: [
    '`alt` is required by the type: describe the picture, or pass "" for decoration so screen readers skip it.',
    'Text inside a screenshot is not read out: if the picture carries a message, say it in the alt text or the page.',
    'The box reserved by `ratio` keeps the layout still while loading, which also helps visitors who zoom.',
  ],
  related: ['Primitives/VideoEmbed', 'Primitives/Icon', 'Sections/FeatureSplit'],
});
