import { defineGuidance } from '../../../stories-support/guidance';
import { pageText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The inner frame of text-led pages, inside `<main>`: `article` a narrow readable column, `help` the category sidebar beside the search and the article, `blog` a topic bar above the posts.',
  whenToUse: [
    '`article` for the legal pages (privacy policy, terms) and the SPX enquiry page: Layout applies it for `content="article"` (the `staticpage` layouts).',
    '`help` on the help centre’s pages (`leftCat/…`, `detailPage/…`): `sidebar` is the category navigation, `search` the help search; the sidebar stays in view while the article scrolls on desktop.',
    '`blog` on the blog’s index, search and topic pages: `topicSelect` is the topic select or tabs.',
  ],
  whenNotToUse: [
    { text: 'Marketing pages built from sections, which set their own widths.', use: 'Sections/Section' },
    { text: 'Choosing the whole page frame (header, footer).', use: 'Layouts/Layout' },
    { text: 'Styling the article text itself (headings, lists, tables).', use: 'Content/ArticleBody' },
  ],
  examples: [
    {
      do: {
        story: 'DoReadableColumn',
        caption: 'Legal text in the `article` column: lines of readable length.',
      },
      dont: {
        story: 'DontFullWidthText',
        caption: 'The same text across the full width: lines too long to follow from one to the next.',
      },
    },
  ],
  content: [
    {
      rule: 'Legal and static page titles: the document’s name, the same words as the footer link to it.',
      examples: eachLang((lang) => pageText[lang].legalTitle),
    },
    {
      rule: 'Help search label: says what is searched ("the help centre"), not just "Search".',
      examples: eachLang((lang) => pageText[lang].helpSearch),
    },
    {
      rule: 'Help sidebar name: names the navigation, so the landmark list reads "Help categories".',
      examples: eachLang((lang) => pageText[lang].helpCategoriesLabel),
    },
  ],
  accessibility: [
    '`article` wraps its children in an `<article>`; `help` puts the sidebar in an `<aside>` (pass a `<nav>` with its own label inside); `blog` adds no landmark.',
    'Content order follows reading order: the sidebar comes before the article in the DOM, so keyboard users reach the categories first, as they see them.',
    'On phones the help sidebar stacks above the search and content, and the padding shrinks.',
    'The frame adds no headings: each page brings its h1.',
  ],
  related: ['Content/ArticleBody', 'Navigation/CategoryTree', 'Layouts/Layout', 'Content/TableOfContents'],
});
