import { defineGuidance } from '../../../stories-support/guidance';
import { loadMoreText, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Adds the next batch of items under a list (blog posts, help articles) with a button, and keeps a status line such as "Showing 12 of 40 articles" up to date.',
  whenToUse: [
    'Article and post lists that visitors browse from the top, mostly on phones.',
    "With `href` set to the next page's URL, so crawlers and visitors without JavaScript still reach every item.",
    '`hasMore={false}` once everything is shown: the button goes, the status stays.',
  ],
  whenNotToUse: [
    {
      text: "Results where visitors jump to a given page or share a page's address.",
      use: 'Primitives/Pagination',
    },
    { text: 'A short wait for content whose shape is known.', use: 'Primitives/Skeleton' },
  ],
  examples: [
    {
      do: {
        story: 'DoNameWhatLoads',
        caption: 'The label names what loads and the status says how far the seller has come.',
      },
      dont: {
        story: 'DontVagueLoadMore',
        caption:
          '"More" alone: more of what? Out of context (a screen reader\'s list of buttons) it means nothing.',
      },
    },
  ],
  content: [
    {
      rule: 'Label: "Load more" plus what loads, as a verb phrase. Status: how many are shown out of how many, with the numbers in the language\'s own order.',
      examples: pluck(loadMoreText, (t) => `${t.label} · ${t.status(12, 40)}`),
    },
  ],
  accessibility: [
    'The status is a polite live region (role="status"): each new count is announced after loading.',
    'While loading the button stays focusable (aria-busy) and announces `loadingLabel`, so focus is not thrown back to the page start.',
    'After loading, focus stays on the button; the page may move it to the first new item if that helps its readers.',
  ],
  related: ['Primitives/Pagination', 'Primitives/Button', 'Sections/ArticleList'],
});
