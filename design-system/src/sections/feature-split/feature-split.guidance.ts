import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'Features told one at a time: each row pairs a screenshot with a title, a short text, up to three bullets and an optional link, the sides alternating down the page.',
  whenToUse: [
    'On feature-area and introduction pages, one row per job the feature does (orders, stock, reports).',
    'On the home page after the feature overview, for the two or three features that win sellers over.',
    '`startWithImage` to put the picture first on the first row (the sides alternate from there), e.g. when the band above ends with a picture on the end side.',
  ],
  whenNotToUse: [
    { text: 'Six or more features at a glance, without screenshots.', use: 'Sections/FeatureGrid' },
    { text: 'A product tour that needs motion.', use: 'Sections/VideoBlock' },
    { text: 'The page’s first band with its h1 and sign-up.', use: 'Sections/Hero' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneMessagePerRow',
        caption: 'One job per row: a title, a sentence and three bullets beside the screen that shows it.',
      },
      dont: {
        story: 'DontEverythingInOneRow',
        caption:
          'Three features’ bullets under one title: the screenshot can only show one of them, and nine bullets are not read.',
      },
    },
  ],
  content: [
    {
      rule: 'Row title: the outcome for the seller in at most 8 words, not the module’s name (the eyebrow names the module).',
      examples: eachLang((lang) => sectionsCopy[lang].split.rows[0].title),
    },
    {
      rule: 'Bullets: at most three, each a fact the screenshot backs up, without a full stop.',
      examples: eachLang((lang) => sectionsCopy[lang].split.rows[1].bullets[0]),
    },
    {
      rule: 'Image alt: what the screenshot shows, as a sentence a listener could picture.',
      examples: eachLang((lang) => sectionsCopy[lang].split.rows[2].alt),
    },
  ],
  accessibility: [
    'Each row is an `<article>` whose title is a heading one level below the section title.',
    'The alternating sides are visual only (CSS order): the reading order is always text, then picture.',
    'Bullet ticks are hidden from screen readers; the bullets are a real list.',
    'Below 768 px the rows stack, text first, so the screenshot follows what it illustrates.',
  ],
  related: [
    'Sections/FeatureGrid',
    'Sections/VideoBlock',
    'Sections/Hero',
    'Sections/Assets/DashboardIllustration',
  ],
});
