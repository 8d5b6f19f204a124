import { defineGuidance } from '../../../stories-support/guidance';
import { paginationLabels, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Moves through a long list split into numbered pages: previous and next, the pages around the current one, the first and last, and an ellipsis for the rest.',
  whenToUse: [
    'Search results and category pages where visitors jump to a page, come back to it or share its address.',
    'With `getHref`, so every page is a real, crawlable link; `onPageChange` alone only for lists inside an app view.',
    '`size="sm"` in narrow places such as a sidebar; `md` (default) everywhere else.',
  ],
  whenNotToUse: [
    { text: 'A feed of posts read from the top, mostly on phones.', use: 'Primitives/LoadMore' },
    { text: 'Stepping through a short set of peer views.', use: 'Primitives/Tabs' },
  ],
  examples: [
    {
      do: {
        story: 'DoLinkedPages',
        caption: "Real links, the page's own words, one sibling each side: one row even on a 360px phone.",
      },
      dont: {
        story: 'DontManySiblings',
        caption: 'Four siblings each side: the row wraps on a phone and the current page is hard to find.',
      },
    },
  ],
  content: [
    {
      rule: 'Pass `labels` in the page\'s language (the defaults are English): "Previous" and "Next" as the words the site\'s language uses for them, and `page(n)` as the full name, e.g. "Page 3".',
      examples: pluck(paginationLabels, (l) => `${l.previous} · ${l.next}`),
    },
  ],
  accessibility: [
    'A <nav> landmark named by `labels.nav`; the current page carries aria-current="page".',
    'Every number is named by `labels.page(n)` ("Page 3"), and the ellipsis is read as `labels.morePages`.',
    'On the first and last page, "Previous" and "Next" stay in place but are hidden from screen readers and not links.',
    'On phones "Previous" and "Next" show only their arrows; their words stay for screen readers.',
  ],
  related: ['Primitives/LoadMore', 'Sections/ArticleList', 'Primitives/Link'],
});
