import { type FaqItem, faqJsonLd } from '@sellwise/design-system/sections';
import type { IntlShape } from 'react-intl';
import { resolveMessages } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';
import type { PageMeta } from '../types';

/** Head meta of a config: its title and description, the crumbs given, and its questions as FAQPage JSON-LD. */
export function configMeta(
  config: PageConfig,
  intl: IntlShape,
  breadcrumbs: readonly { nameId: string; path: string }[],
): PageMeta {
  const text = (id: string) => intl.formatMessage({ id });
  const faq = config.sections.find((section) => section.type === 'faq');
  const items = faq
    ? resolveMessages<FaqItem[]>(faq.props.items, (ref) => intl.formatMessage({ id: ref.$t }, ref.values))
    : [];
  return {
    title: text(config.meta.title.$t),
    description: text(config.meta.description.$t),
    breadcrumbs: breadcrumbs.map(({ nameId, path }) => ({ name: text(nameId), path })),
    jsonLd: items.length ? [faqJsonLd(items)] : [],
  };
}
