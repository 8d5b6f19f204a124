import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The first band of a marketing page: its h1, the one promise the page makes, the sign-up call to action and a picture or video of the product.',
  whenToUse: [
    'At the top of the home, feature-area, introduction, pricing and app pages: `split` puts the text beside a product picture.',
    '`centred` when the picture is wide (a whole dashboard) and the text is short enough to read centred.',
    '`landing` on advertising landing pages: the sign-up form sits beside the text, passed in through `formSlot`.',
    'With `video` instead of `image` when a demo explains the product better than a screenshot; nothing loads from the video host before the click.',
  ],
  whenNotToUse: [
    {
      text: 'Repeating the sign-up call to action further down the page, before the footer.',
      use: 'Sections/CtaBanner',
    },
    {
      text: 'Explaining one feature with a screenshot beside its text, below the first band.',
      use: 'Sections/FeatureSplit',
    },
    { text: 'A video that is content of its own in the middle of the page.', use: 'Sections/VideoBlock' },
  ],
  examples: [
    {
      do: {
        story: 'DoShortHeadline',
        caption: 'One promise in the headline; the details go in the text under it.',
      },
      dont: {
        story: 'DontParagraphHeadline',
        caption:
          'A paragraph set as the display headline: too long to scan, and it pushes the action off the phone screen.',
      },
    },
  ],
  content: [
    {
      rule: 'Headline: one promise in at most 10 words (about 20 characters in Chinese, 30 in Thai). Name the seller’s gain, not the feature list.',
      examples: eachLang((lang) => sectionsCopy[lang].hero.title),
    },
    {
      rule: 'Primary action: verb first, saying what the visitor gets; never "Submit" or "Click here". The same label everywhere on the page.',
      examples: common.signUp,
    },
    {
      rule: 'Trust line: a figure with who it comes from, and only figures you can source. Leave it out rather than round up.',
      examples: eachLang((lang) => sectionsCopy[lang].hero.trust),
    },
  ],
  accessibility: [
    'The title is an h1 (`headingLevel` 1 by default); set 2 when the hero is not the first band, so the page keeps a single h1.',
    'Bullets are a real list; the check icons, the eyebrow’s dot, the trust line’s shield and the background wash are hidden from screen readers.',
    'The image needs `alt` saying what the screenshot shows. The video’s play button is named "Play video: <title> (<duration>)", so the video title must say what it shows.',
    'On phones (below 1024 px) the media moves under the text, and below 640 px the actions stack at full width, in reading order.',
  ],
  related: [
    'Sections/CtaBanner',
    'Sections/VideoBlock',
    'Sections/LogoCloud',
    'Layouts/LandingLayout',
    'Sections/Assets/DashboardIllustration',
  ],
});
