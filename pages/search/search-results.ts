/**
 * The header search's suggestions: the unified search's answer (help, blog, other languages) and the
 * feature areas matched in the browser, turned into the dialog's groups. Pure functions, no React state.
 */
import type { SearchAllResponse } from '@sellwise/api/contract';
import { HELP_TYPE } from '@sellwise/api/contract/content-rules';
import { LANGUAGE_NATIVE_NAMES, type Language } from '@sellwise/api/contract/languages';
import { foldText, highlight, queryTerms } from '@sellwise/api/contract/search-text';
import { createElement, Fragment, type ReactNode } from 'react';
import { blogArticlePath } from '../blog/blog-links';
import { helpDetailPath } from '../help/help-paths';
import type { HrefBuilder } from '../types';

/** A feature area as the header's menu shows it: what the browser matches the query against. */
export type FeatureLink = { label: string; description: string; href: string };

export type SuggestionItem = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  href: string;
  badge?: string;
};
export type SuggestionGroup = { label: string; items: SuggestionItem[] };

export type GroupLabels = {
  help: string;
  blog: string;
  features: string;
  /** "Also in {language}", given the language's own name. */
  elsewhere: (language: string) => string;
  video: string;
  helpBadge: string;
  blogBadge: string;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);

/**
 * The API's (and `highlight`'s) marked text, escaped HTML whose only markup is `<mark>`, as React nodes:
 * no HTML is ever injected, so a hit whose text holds markup shows it as text.
 */
export function markedText(html: string): ReactNode {
  const parts = html.split(/<\/?mark>/);
  if (parts.length === 1) return unescapeHtml(html);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) =>
      i % 2 === 1 ? createElement('mark', { key: i }, unescapeHtml(part)) : unescapeHtml(part),
    ),
  );
}

/**
 * The feature areas whose label or description holds a word of the query (words cut by Intl.Segmenter,
 * so Thai and Chinese queries work without spaces), most matching words first, label matches before
 * description ones; at most `limit`.
 */
export function matchFeatures(
  query: string,
  lang: Language,
  features: readonly FeatureLink[],
  limit = 3,
): SuggestionItem[] {
  const terms = queryTerms(query, lang);
  if (terms.length === 0) return [];
  const scored = features.flatMap((feature, order) => {
    const label = foldText(feature.label);
    const description = foldText(feature.description);
    const inLabel = terms.filter((t) => label.includes(t)).length;
    const inDescription = terms.filter((t) => description.includes(t)).length;
    const words = terms.filter((t) => label.includes(t) || description.includes(t)).length;
    return words ? [{ feature, order, score: words * 10 + inLabel - inDescription / 100 }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map(({ feature }) => ({
    value: `feature:${feature.href}`,
    label: markedText(highlight(feature.label, terms)),
    description: markedText(highlight(feature.description, terms)),
    href: feature.href,
  }));
}

type HelpHit = SearchAllResponse['help'][number];
type BlogHit = SearchAllResponse['blog'][number];

function helpItem(hit: HelpHit, href: HrefBuilder, labels: GroupLabels, lang?: Language): SuggestionItem {
  // A hit in another language opens in that language: the page's builder is for the page's own.
  const path = helpDetailPath(hit);
  return {
    value: `help:${lang ?? ''}:${hit.id}`,
    label: markedText(hit.highlight.title),
    description: lang ? hit.categoryName : markedText(hit.highlight.snippet) || hit.categoryName,
    href: lang ? `/${lang}/${path}` : href(path),
    ...(hit.type === HELP_TYPE.video ? { badge: labels.video } : lang ? { badge: labels.helpBadge } : {}),
  };
}

function blogItem(hit: BlogHit, lang?: Language, labels?: GroupLabels): SuggestionItem {
  return {
    value: `blog:${lang ?? ''}:${hit.id}`,
    label: markedText(hit.highlight.title),
    description: markedText(hit.highlight.snippet),
    // Another language's article goes through the blog's language address (rule 2), which sets it.
    href: lang
      ? blogArticlePath(hit.id, hit.slug).replace(/^\/blog\//, `/blog/${lang}/`)
      : blogArticlePath(hit.id, hit.slug),
    ...(lang && labels ? { badge: labels.blogBadge } : {}),
  };
}

/**
 * The dialog's groups, in this order and only when not empty: Help articles, Blog posts, Features, then one
 * "Also in <language>" group per other language that has hits (in the answer's order).
 */
export function suggestionGroups({
  answer,
  features,
  labels,
  href,
}: {
  answer: SearchAllResponse | undefined;
  features: readonly SuggestionItem[];
  labels: GroupLabels;
  href: HrefBuilder;
}): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [];
  if (answer?.help.length)
    groups.push({ label: labels.help, items: answer.help.map((hit) => helpItem(hit, href, labels)) });
  if (answer?.blog.length)
    groups.push({ label: labels.blog, items: answer.blog.map((hit) => blogItem(hit)) });
  if (features.length) groups.push({ label: labels.features, items: [...features] });
  const elsewhere = new Map<Language, SuggestionItem[]>();
  for (const other of answer?.elsewhere ?? []) {
    const item =
      other.kind === 'help'
        ? helpItem(other.hit, href, labels, other.lang)
        : blogItem(other.hit, other.lang, labels);
    elsewhere.set(other.lang, [...(elsewhere.get(other.lang) ?? []), item]);
  }
  for (const [lang, items] of elsewhere)
    groups.push({ label: labels.elsewhere(LANGUAGE_NATIVE_NAMES[lang]), items });
  return groups;
}
