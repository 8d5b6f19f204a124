import { SEARCH_QUERY_MAX } from '@sellwise/api/contract/content-rules';
import type { HelpCategoryNode, HelpSearchResponse } from '@sellwise/api/contract/help';
import { flattenCategories } from './help-paths';

/** The longest query the search call accepts. */
export const SEARCH_MAX = SEARCH_QUERY_MAX;

/**
 * The visitor's words as the search call takes them: trimmed, spaces collapsed, cut to SEARCH_MAX UTF-16
 * units without splitting a character in two. A longer query is cut, never refused.
 */
export function searchQuery(raw: string | null | undefined): { query: string; truncated: boolean } {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= SEARCH_MAX) return { query: text, truncated: false };
  let cut = text.slice(0, SEARCH_MAX);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { query: cut.trimEnd(), truncated: true };
}

export type SearchHit = HelpSearchResponse['list'][number];
export type SearchGroup = { categoryId: number; name: string; hits: SearchHit[] };

/**
 * Hits grouped by their category, in order of each category's best hit (the list comes best first);
 * hits keep their order inside a group. The group is named by the hit's `categoryName`, else by the tree,
 * else `fallbackName`.
 */
export function groupByCategory(
  hits: readonly SearchHit[],
  categories: readonly HelpCategoryNode[],
  fallbackName: string,
): SearchGroup[] {
  const names = new Map(flattenCategories(categories).map((c) => [c.id, c.name]));
  const groups = new Map<number, SearchGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.categoryId);
    if (!group) {
      const name = hit.categoryName || names.get(hit.categoryId) || fallbackName;
      group = { categoryId: hit.categoryId, name, hits: [] };
      groups.set(hit.categoryId, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Markup from the API's highlighter with anything but `<mark>` removed (it should hold nothing else). */
export const onlyMarks = (html: string) => html.replace(/<(?!\/?mark>)[^>]*>/gi, '');

/** The page number of a `page` query value: a whole number from 1 to 1000, else 1. */
export function pageNumber(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
