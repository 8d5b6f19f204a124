import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'One article as a card: cover, topic, title (the link), summary, date and reading time. The whole card is clickable through its title link.',
  whenToUse: [
    'Inside an article list, or alone where one article is recommended (a related post beside a help article).',
    '`grid` in columns with a cover on top; `list` for a wide row with the cover at the start (search results).',
  ],
  whenNotToUse: [
    { text: 'A titled set of articles with an empty state and an "All" link.', use: 'Sections/ArticleList' },
    { text: 'A help-centre topic with an article count.', use: 'Sections/CategoryCard' },
    { text: 'A card that is not an article (a feature, a plan).', use: 'Primitives/Card' },
  ],
  examples: [
    {
      do: {
        story: 'DoDescriptiveTitle',
        caption: 'The title says what the reader will learn; it is also the link’s name.',
      },
      dont: {
        story: 'DontGenericTitle',
        caption:
          '"Learn more" as the title: the link tells screen-reader users nothing, and the card says nothing to anyone.',
      },
    },
  ],
  content: [
    {
      rule: 'Title: what the reader will learn or be able to do, at most about 12 words; it is cut after three lines.',
      examples: eachLang((lang) => sectionsCopy[lang].articles.items[1].title),
    },
    {
      rule: 'Summary: one sentence adding what the title leaves out; also cut after three lines.',
      examples: eachLang((lang) => sectionsCopy[lang].articles.items[1].summary),
    },
    {
      rule: 'Date and reading time: formatted for the page’s language by the caller, with a machine-readable `dateTime`.',
      examples: eachLang(
        (lang) => `${sectionsCopy[lang].articles.dates[0]} · ${sectionsCopy[lang].articles.readMins[0]}`,
      ),
    },
  ],
  accessibility: [
    'The title link stretches over the card, so the card has one link and one tab stop; the focus ring is drawn around the whole card.',
    'The cover is decorative when its `alt` is empty (the title already says it); give it an `alt` only when the picture adds information.',
    'The date is a `<time>` element; the dot between date and reading time and the clock icon are hidden from screen readers.',
    'The heading level defaults to h3; the article list sets it one below its own title.',
  ],
  related: ['Sections/ArticleList', 'Sections/CategoryCard', 'Primitives/Card', 'Primitives/Badge'],
});
