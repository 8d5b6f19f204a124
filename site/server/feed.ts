/**
 * The blog's Atom feed of one language (`/blog/feed.xml?lang=th`): the articles translated into that
 * language, newest first, with their title and summary in it, linking to the article's canonical address.
 */
import { LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import { ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { blogArticlePath, blogFeedPath } from '@sellwise/pages/blog/blog-links';
import type { ContentIndex } from './content-index';
import { xmlEscape } from './sitemap';

/** The newest this many articles are in the feed. */
export const FEED_SIZE = 50;
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

export type FeedTexts = { title: string; subtitle?: string; author: string };

const iso = (value: string | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;

export function atomFeed({
  origin,
  lang,
  index,
  texts,
}: {
  origin: string;
  lang: Language;
  index: ContentIndex;
  texts: FeedTexts;
}): string {
  const posts = index.blog
    .filter((post) => post.langs.includes(lang) && post.titles[lang] && iso(post.publishedAt))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)
    .slice(0, FEED_SIZE);
  const self = origin + blogFeedPath(lang);
  const updated = posts
    .map((post) => iso(post.updatedAt) ?? iso(post.publishedAt) ?? '')
    .sort()
    .at(-1);
  const entries = posts.map((post) => {
    const href = origin + blogArticlePath(post.id, post.slug);
    const published = iso(post.publishedAt) as string;
    const summary = post.summaries[lang];
    return [
      '  <entry>',
      `    <id>${xmlEscape(href)}</id>`,
      `    <title>${xmlEscape(post.titles[lang] ?? '')}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlEscape(href)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${iso(post.updatedAt) ?? published}</updated>`,
      ...(summary ? [`    <summary>${xmlEscape(summary)}</summary>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAGS[lang]}">`,
    `  <id>${xmlEscape(self)}</id>`,
    `  <title>${xmlEscape(texts.title)}</title>`,
    ...(texts.subtitle ? [`  <subtitle>${xmlEscape(texts.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(origin + ROOT_PAGE_PATHS.blogIndex)}"/>`,
    // An empty feed still needs a date: the epoch says "nothing yet" without inventing one.
    `  <updated>${updated || new Date(0).toISOString()}</updated>`,
    `  <author><name>${xmlEscape(texts.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
