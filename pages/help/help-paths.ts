import { HELP_STATUS } from '@sellwise/api/contract/content-rules';
import type { HelpCard, HelpCategoryNode } from '@sellwise/api/contract/help';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { HrefBuilder } from '../types';

/**
 * The help centre's addresses (spec §2), all under `/{lang}/` and built with the page's `href` builder.
 * The category pages hang off the same folder as the help home (`leftCat/`): its `{type}` is `start`,
 * `search` or `{status}_{cid}`.
 */
const HOME = LANG_PAGE_PATHS.helpHome;
const FOLDER = HOME.slice(0, HOME.lastIndexOf('/') + 1);
export const HELP_HOME_TYPE = HOME.slice(FOLDER.length);
export const HELP_SEARCH_TYPE = 'search';
/** The search page's query field (spec §3 help query fields). */
export const KEYWORDS_FIELD = 'keyWords';

/** `leftCat/{type}` */
export const helpCategoryPath = (type: string) => `${FOLDER}${type}`;
export const helpSearchPath = () => helpCategoryPath(HELP_SEARCH_TYPE);

/** The help home: `/{lang}/leftCat/start`. */
export const helpHomeHref = (href: HrefBuilder) => href(HOME);

/** A category's `{type}`: `{status}_{cid}`. */
export const categoryType = (cid: number, status: number = HELP_STATUS.published) => `${status}_${cid}`;

/** A category: `/{lang}/leftCat/{status}_{cid}` (status defaults to published), with an optional query. */
export function helpCategoryHref(
  href: HrefBuilder,
  cid: number,
  query?: Record<string, string>,
  status: number = HELP_STATUS.published,
): string {
  return href(helpCategoryPath(categoryType(cid, status)), query);
}

export const helpSearchHref = (href: HrefBuilder, keyWords?: string, page?: number) =>
  href(helpSearchPath(), {
    ...(keyWords ? { [KEYWORDS_FIELD]: keyWords } : {}),
    ...(page && page > 1 ? { page: String(page) } : {}),
  });

/**
 * An article: `detailPage/{cid}/{type}/{id}/{status}`, or with the common-error category
 * `detailPage/{cid}/{type}/{commonErrorCategoryId}/{id}/{status}`.
 */
export function helpDetailPath(
  card: Pick<HelpCard, 'id' | 'categoryId' | 'type' | 'status' | 'commonErrorCategoryId'>,
): string {
  const parts = [card.categoryId, card.type, card.commonErrorCategoryId, card.id, card.status];
  return `detailPage/${parts.filter((p) => p !== null).join('/')}`;
}
export const helpDetailHref = (href: HrefBuilder, card: Parameters<typeof helpDetailPath>[0]) =>
  href(helpDetailPath(card));

export type HelpPageType =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'category'; status: number; cid: number };

const ID_MAX = 2_147_483_647;
const CATEGORY_TYPE = /^(\d{1,2})_(\d{1,10})$/;

/**
 * What `leftCat/{type}` names, or null when it names nothing (unknown word, malformed `x_y`, a status other
 * than published, an id out of range): the page then answers 404.
 */
export function parseHelpType(type: string | undefined): HelpPageType | null {
  if (type === HELP_HOME_TYPE) return { kind: 'home' };
  if (type === HELP_SEARCH_TYPE) return { kind: 'search' };
  const m = CATEGORY_TYPE.exec(type ?? '');
  if (!m) return null;
  const status = Number(m[1]);
  const cid = Number(m[2]);
  if (status !== HELP_STATUS.published || cid < 1 || cid > ID_MAX) return null;
  if (`${status}_${cid}` !== type) return null; // no leading zeros: one address per category
  return { kind: 'category', status, cid };
}

/** Every node of the tree, parents before their children. */
export const flattenCategories = (nodes: readonly HelpCategoryNode[]): HelpCategoryNode[] =>
  nodes.flatMap((n) => [n, ...flattenCategories(n.children)]);

/** The trail from the root to a category (empty when the id is not in the tree). */
export function categoryTrail(nodes: readonly HelpCategoryNode[], id: number): HelpCategoryNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
