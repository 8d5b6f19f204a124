import { LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import type { IntlShape } from 'react-intl';
import { loadMessages } from './catalogues';
import { makeIntl } from './intl';
import { shipMessages } from './precompile';
import type { ShippedMessages } from './shipped';

const intls = new Map<Language, IntlShape>();

/** Server side: one cached intl object per locale for the life of the process. */
export async function getIntl(lang: Language): Promise<IntlShape> {
  const cached = intls.get(lang);
  if (cached) return cached;
  const intl = makeIntl(lang, await loadMessages(lang));
  intls.set(lang, intl);
  return intl;
}

/** The messages a page ships to the browser: its namespaces only, ICU ones parsed ahead of time. */
export async function pageMessages(lang: Language, namespaces?: readonly string[]): Promise<ShippedMessages> {
  return shipMessages(await loadMessages(lang, namespaces), LANGUAGE_TAGS[lang]);
}
