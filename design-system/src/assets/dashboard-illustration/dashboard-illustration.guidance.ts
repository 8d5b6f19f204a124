import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A made-up seller dashboard drawn from shapes: no screenshot, no real data, crisp at any size and in the design tokens’ colours. It stands in for the product where a real screenshot is not ready or would date.',
  whenToUse: [
    '`desktop` in wide frames: the hero picture, a feature row, a video poster.',
    '`phone` in tall, narrow frames such as the app section’s phone.',
    'With `label` when it is the picture that shows the product; without it (decorative) when the text beside it already says everything.',
    'With `bars` to tell a trend that matches the text beside it (rising sales, falling late shipments).',
  ],
  whenNotToUse: [
    {
      text: 'Proving a specific feature works: use a real screenshot in the feature row.',
      use: 'Sections/FeatureSplit',
    },
    { text: 'Showing which marketplaces are supported.', use: 'Sections/Assets/MarketplaceWordmark' },
    { text: 'A small symbol beside text.', use: 'Primitives/Icon' },
  ],
  examples: [
    {
      do: {
        story: 'DoVariantForTheFrame',
        caption: 'The phone drawing in a phone-sized frame: its tiles and rows stay legible.',
      },
      dont: {
        story: 'DontDesktopInNarrowFrame',
        caption:
          'The desktop drawing squeezed into the same frame: the dashboard shrinks to specks and reads as noise.',
      },
    },
  ],
  content: [
    {
      rule: 'Label: what the picture stands for, as a sentence a listener could picture; not "image" or "illustration".',
      examples: eachLang((lang) => sectionsCopy[lang].app.screen),
    },
    {
      rule: 'Alt text when used as an image file (`dashboardImage` in stories, the hero’s `image`): the same kind of sentence, naming what the seller sees first.',
      examples: eachLang((lang) => sectionsCopy[lang].hero.imageAlt),
    },
  ],
  accessibility: [
    'With `label` the SVG is `role="img"` with that name and a `<title>`; without it, it is hidden from screen readers (`aria-hidden`).',
    'It contains no text, so nothing in it needs translating; the label does.',
    'Colours come from the tokens by default (`TOKEN_PALETTE`); as an `<img>` file CSS variables do not apply, so pass `HEX_PALETTE`.',
  ],
  related: ['Sections/Hero', 'Sections/AppDownload', 'Sections/FeatureSplit', 'Primitives/Image'],
});
