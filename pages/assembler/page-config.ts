import type { SectionPropsMap, SectionType } from '@sellwise/design-system/sections';
import type { Localizable, MessageRef } from './messages';

/**
 * One section of a page: its type, a stable id (React key and anchor) and its props with message refs.
 * `T` narrows the types allowed (a page's own), so the compiler knows which components the page needs.
 */
export type SectionEntry<T extends SectionType = SectionType> = {
  [K in T]: { type: K; id: string; props: Localizable<SectionPropsMap[K]> };
}[T];

/** A resolved entry: the same, with texts in the page language. */
export type ResolvedSection = {
  [K in SectionType]: { type: K; id: string; props: SectionPropsMap[K] };
}[SectionType];

/**
 * A marketing page as data (ARCHITECTURE, "Pages: the page assembler"). Declare configs with
 * `satisfies PageConfig` (not as `PageConfig`), so their section types stay known to defineConfigPage.
 */
export type PageConfig<T extends SectionType = SectionType> = {
  id: string;
  /** Message namespaces the page renders (e.g. `pages.home`); only these are shipped to the browser. */
  namespaces: readonly string[];
  /**
   * Of those, the namespaces only its static sections use (they keep the server's HTML): the browser is
   * not sent them. An interactive section that refers to one makes the page fail to render.
   */
  serverOnlyNamespaces?: readonly string[];
  meta: { title: MessageRef; description: MessageRef };
  sections: readonly SectionEntry<T>[];
};

/** The section types a config (or a union of configs) uses. */
export type SectionTypesOf<C extends Pick<PageConfig, 'sections'>> = C['sections'][number]['type'];

/** Declares one section with exact typing of its props (a long mixed array alone loses the discriminant). */
export function section<K extends SectionType>(
  type: K,
  id: string,
  props: Localizable<SectionPropsMap[K]>,
): SectionEntry<K> {
  return { type, id, props } as SectionEntry<K>;
}
