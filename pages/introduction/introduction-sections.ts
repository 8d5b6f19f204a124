import { FEATURE_AREAS, INTRODUCTION_PAGES } from '@sellwise/api/contract/feature-areas';
import { type MessageRef, msg } from '../assembler/messages';
import type { SectionEntry } from '../assembler/page-config';

/** A message ref under one page's key prefix, e.g. `pages.introduction.order.` */
export type Msg = (key: string) => MessageRef;
export const messagesUnder =
  (prefix: string): Msg =>
  (key) =>
    msg(`${prefix}.${key}`);

/** Each introduction page's and ads page's texts in `pages.introduction` (one catalogue file for all). */
const INTRODUCTION_TEXTS = [
  ...INTRODUCTION_PAGES.map((name) => `pages.introduction.${name}`),
  ...FEATURE_AREAS.map((area) => `pages.introduction.introduce.${area}`),
];

/**
 * The other pages' texts of the shared catalogue, for a config's `serverOnlyNamespaces`: a page ships the
 * interactive texts of its own part only (the overview's were 540 messages, 47 KB of page state).
 */
export const otherPagesTexts = (own: readonly string[]) =>
  INTRODUCTION_TEXTS.filter((part) => !own.includes(part));

/** How it works, from `steps.title` and `steps.items.<key>.{title,text}`. */
export function stepsSection(t: Msg, keys: readonly string[]): SectionEntry<'steps'> {
  return {
    type: 'steps',
    id: 'steps',
    props: {
      title: t('steps.title'),
      tone: 'surface',
      items: keys.map((key) => ({
        title: t(`steps.items.${key}.title`),
        text: t(`steps.items.${key}.text`),
      })),
    },
  };
}

/** Questions from `faq.title` and `faq.items.<key>.{question,answer}`. */
export function faqSection(t: Msg, keys: readonly string[]): SectionEntry<'faq'> {
  return {
    type: 'faq',
    id: 'faq',
    props: {
      title: t('faq.title'),
      items: keys.map((key) => ({
        id: key,
        question: t(`faq.items.${key}.question`),
        answer: t(`faq.items.${key}.answer`),
      })),
    },
  };
}
