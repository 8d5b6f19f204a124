import { LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import type { IntlShape } from 'react-intl';
import { safeJson } from '../app/head';
import { LruCache } from '../server/render-cache';
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

/** A page's shipped messages with their JSON for the page (script-safe), built once per language and namespaces. */
export type PageMessages = ShippedMessages & { plainJson: string; compiledJson: string };

/**
 * Languages × the namespace sets pages ask for (a few dozen in all); the cap only guards against a page
 * whose namespaces depend on its address.
 */
export const PAGE_MESSAGES_MAX_ENTRIES = 256;
const shipped = new LruCache<Promise<PageMessages>>({ maxEntries: PAGE_MESSAGES_MAX_ENTRIES });

export const pageMessagesCacheSize = () => shipped.size;

/**
 * The messages a page ships to the browser: its namespaces only, ICU ones parsed ahead of time. Frozen
 * and shared between requests: the same object for the same language and namespaces (in any order).
 */
export function pageMessages(lang: Language, namespaces?: readonly string[]): Promise<PageMessages> {
  const key = `${lang}\u0000${namespaces ? [...new Set(namespaces)].sort().join(',') : '*'}`;
  let pending = shipped.get(key);
  if (!pending) {
    pending = loadMessages(lang, namespaces).then((messages) => {
      const { plain, compiled } = shipMessages(messages, LANGUAGE_TAGS[lang]);
      return Object.freeze({
        plain: Object.freeze(plain),
        compiled: Object.freeze(compiled),
        plainJson: safeJson(plain),
        compiledJson: safeJson(compiled),
      });
    });
    shipped.set(key, pending);
    pending.catch(() => shipped.delete(key));
  }
  return pending;
}
