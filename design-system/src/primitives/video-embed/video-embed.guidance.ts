import { defineGuidance } from '../../../stories-support/guidance';
import { videoTitle } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Shows a video as a poster and a play button; only after the click does it load the player in an iframe, so no third-party script, cookie or request happens before the visitor asks for it.',
  whenToUse: [
    'Product tours and how-to videos (YouTube and similar players) inside articles and sections.',
    "With a poster served from the site's own host, and `onPlay` for analytics.",
    'A `ratio` other than 16 / 9 only for videos made that way, such as 9 / 16 TikTok clips.',
  ],
  whenNotToUse: [
    { text: 'A video with a heading and text beside it on a marketing page.', use: 'Sections/VideoBlock' },
    { text: 'A still screenshot.', use: 'Primitives/Image' },
  ],
  examples: [
    {
      do: {
        story: 'DoDescriptiveTitle',
        caption:
          'The title says what the video shows and how long it is: "Play video: Sellwise in two minutes…".',
      },
      dont: {
        story: 'DontGenericTitle',
        caption:
          'A title of "Video": the play button is read as "Play video: Video", which tells the seller nothing.',
      },
    },
  ],
  content: [
    {
      rule: 'Make the `title` say what the seller will learn, and how long it takes when it is short; the play button reads it after `labels.play`.',
      examples: videoTitle,
    },
  ],
  accessibility: [
    'The play button is named "{labels.play}: {title}", and the iframe is named by `title`; pass `labels` in the page\'s language.',
    'After the click, focus moves into the player, so keyboard users carry on where they were.',
    'Provide captions in the video itself (the player shows them); the embed cannot add them.',
  ],
  related: ['Sections/VideoBlock', 'Primitives/Image', 'Content/ArticleBody'],
});
