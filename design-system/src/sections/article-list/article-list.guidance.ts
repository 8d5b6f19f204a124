import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A titled list of article cards (blog posts or help articles), with a link to all of them and a message with a way on when the list is empty.',
  whenToUse: [
    '`grid` on the home page and the blog index: the latest three posts with covers, and "See all articles" under them.',
    '`list` for search results and topic pages, one wide row per article so titles and summaries are easy to compare.',
    'Whenever the list can come back empty (a search, a new topic): `empty` is required for that reason.',
  ],
  whenNotToUse: [
    { text: 'One article shown on its own, e.g. in a sidebar.', use: 'Sections/ArticleCard' },
    { text: 'Help-centre topics rather than articles.', use: 'Sections/CategoryCard' },
    { text: 'Paging through many results.', use: 'Primitives/Pagination' },
  ],
  examples: [
    {
      do: {
        story: 'DoHelpfulEmptyState',
        caption: 'No results, but a reason to try again and a link back to the blog.',
      },
      dont: {
        story: 'DontDeadEndEmptyState',
        caption: 'Only "No articles found": the visitor has nowhere to go but back.',
      },
    },
  ],
  content: [
    {
      rule: 'Section title: what the reader gains, not "Blog" or "Latest news".',
      examples: eachLang((lang) => sectionsCopy[lang].articles.title),
    },
    {
      rule: 'Empty state: say what happened, then what to try, then a link that leads on.',
      examples: eachLang((lang) => {
        const c = sectionsCopy[lang].articles;
        return `${c.emptyTitle}. ${c.emptyText} → ${c.emptyAction}`;
      }),
    },
    {
      rule: '"All" link: names what it lists, verb-first.',
      examples: eachLang((lang) => sectionsCopy[lang].articles.all),
    },
  ],
  accessibility: [
    'Articles are a list; each card is an `<article>` whose heading is one level below the section title and holds the only link.',
    'The empty state’s heading takes the cards’ level, so the outline stays the same with or without results.',
    'The "All" link’s arrow is decorative and hidden; the link is left out when there are no articles.',
    'One column on phones; `grid` has two columns from 768 px and three from 1024 px (`columns` 3).',
  ],
  related: [
    'Sections/ArticleCard',
    'Sections/CategoryCard',
    'Primitives/Pagination',
    'Layouts/ContentLayout',
  ],
});
