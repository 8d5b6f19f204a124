import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A product video in its own band, with a title and a line saying what it shows. It loads nothing from the video host until the visitor presses play.',
  whenToUse: [
    'A product tour or a seller’s story that shows, in motion, what a screenshot cannot (an order queue emptying, stock syncing).',
    'On feature-area, app and landing pages, after the features it demonstrates.',
    'With a `duration`, so visitors know what pressing play costs them.',
  ],
  whenNotToUse: [
    { text: 'A demo that is the page’s main picture, at the top.', use: 'Sections/Hero' },
    { text: 'A still screenshot beside its explanation.', use: 'Sections/FeatureSplit' },
    { text: 'A bare player inside an article or help page.', use: 'Primitives/VideoEmbed' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatItShows',
        caption:
          'The title and text promise what the two minutes show; the play button is named after the video.',
      },
      dont: {
        story: 'DontUntitledVideo',
        caption:
          'A bare poster called "Video": the play button reads "Play video: Video", and nobody knows why to press it.',
      },
    },
  ],
  content: [
    {
      rule: 'Section title: the result the video shows, in at most 10 words.',
      examples: eachLang((lang) => sectionsCopy[lang].video.title),
    },
    {
      rule: 'Video title (names the play button and the player): what is in it, specific enough to tell it from the page’s other videos.',
      examples: eachLang((lang) => sectionsCopy[lang].video.videoTitle),
    },
    {
      rule: 'Play label: the verb and the object, translated; the component adds the video title and duration to it.',
      examples: eachLang((lang) => sectionsCopy[lang].video.play),
    },
  ],
  accessibility: [
    'Before play, the poster is one button named "<play label>: <video title> (<duration>)"; the poster image and duration badge are hidden from screen readers.',
    'After play, focus moves into the player’s iframe, which carries the video title, so keyboard users can control it at once.',
    'Provide captions in the video itself for the page’s language; the component cannot add them.',
    'The section title is an h2 by default; the player keeps a 16:9 frame at every width.',
  ],
  related: ['Primitives/VideoEmbed', 'Sections/Hero', 'Sections/FeatureSplit'],
});
