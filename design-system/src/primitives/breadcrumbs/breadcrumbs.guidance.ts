import { defineGuidance } from '../../../stories-support/guidance';
import { helpTrail, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Shows where a page sits in the help centre or blog, from the home of that area down to the page, and lets the visitor go back up a level.',
  whenToUse: [
    'Help articles and blog posts that sit two or more levels deep.',
    'Category pages, so a seller who arrived from a search engine sees the way back to the category.',
  ],
  whenNotToUse: [
    { text: 'Moving between the sections of one long article.', use: 'Content/TableOfContents' },
    { text: 'Browsing sibling categories of the help centre.', use: 'Navigation/CategoryTree' },
    {
      text: 'Listing the steps of a process, such as how sign-up works; steps are a task, not places.',
      use: 'Sections/Steps',
    },
  ],
  examples: [
    {
      do: {
        story: 'DoTrailToPage',
        caption: 'Home of the area first, the page itself last and not a link.',
      },
      dont: {
        story: 'DontStepsAsBreadcrumbs',
        caption: 'Sign-up steps are not places: a seller cannot go "up" to "Create account".',
      },
    },
  ],
  content: [
    {
      rule: "Use each page's own short title, the same words as the navigation and the page heading; the last entry is the page's title.",
      examples: pluck(helpTrail, (trail) => trail[1] ?? ''),
    },
  ],
  accessibility: [
    'A <nav> landmark named by `labels.nav` (default "Breadcrumb"; pass it in the page\'s language) holding an ordered list.',
    'The last entry carries aria-current="page" and is not a link.',
    'On phones long middle entries are cut to one line; the full title stays in the text and in `title`.',
    'Separators are hidden from screen readers.',
  ],
  related: ['Navigation/CategoryTree', 'Content/TableOfContents', 'Primitives/Link'],
});
