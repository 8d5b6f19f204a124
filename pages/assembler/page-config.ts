import type { SectionPropsMap, SectionType } from '@sellwise/design-system/sections';
import type { Localizable, MessageRef } from './messages';

/** One section of a page: its type, a stable id (React key and anchor) and its props with message refs. */
export type SectionEntry = {
  [K in SectionType]: { type: K; id: string; props: Localizable<SectionPropsMap[K]> };
}[SectionType];

/** A resolved entry: the same, with texts in the page language. */
export type ResolvedSection = {
  [K in SectionType]: { type: K; id: string; props: SectionPropsMap[K] };
}[SectionType];

/** A marketing page as data (ARCHITECTURE, "Pages: the page assembler"). */
export type PageConfig = {
  id: string;
  /** Message namespaces the page renders (e.g. `pages.home`); only these are shipped to the browser. */
  namespaces: readonly string[];
  meta: { title: MessageRef; description: MessageRef };
  sections: readonly SectionEntry[];
};

/** Declares one section with exact typing of its props (a long mixed array alone loses the discriminant). */
export function section<K extends SectionType>(
  type: K,
  id: string,
  props: Localizable<SectionPropsMap[K]>,
): SectionEntry {
  return { type, id, props } as SectionEntry;
}
