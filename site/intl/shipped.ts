import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalogues';
import type { IntlMessages } from './intl';

/**
 * The messages a page ships: plain text as it is (in the page state), and every message with ICU
 * syntax (arguments, plurals, tags, quoting) as the AST react-intl would have parsed, in its own
 * script element — so the browser bundle carries no message parser (its build aliases the parser to
 * `no-parser`).
 */
export type ShippedMessages = { plain: Messages; compiled: Record<string, MessageFormatElement[]> };

/** The id of the script element holding the precompiled messages. */
export const COMPILED_MESSAGES_ID = '__SW_ICU__';

/**
 * Browser side: one catalogue of ASTs. Plain text becomes a literal element too, because react-intl
 * parses a string message whenever values are passed. An empty message is left out: react-intl treats
 * '' as missing on the server, and so it stays missing here.
 */
export function receiveMessages(shipped: ShippedMessages): Record<string, MessageFormatElement[]> {
  const out: Record<string, MessageFormatElement[]> = { ...shipped.compiled };
  for (const [id, value] of Object.entries(shipped.plain))
    if (value) out[id] = [{ type: TYPE.literal, value }];
  return out;
}

/** Reads the precompiled messages the server wrote into the page and joins them with the plain ones. */
export function pageCatalogue(doc: Document, plain: Messages): IntlMessages {
  const compiled = JSON.parse(doc.getElementById(COMPILED_MESSAGES_ID)?.textContent || '{}');
  return receiveMessages({ plain, compiled });
}

type WithJson = ShippedMessages & { plainJson: string; compiledJson: string };
const filtered = new WeakMap<WithJson, WeakMap<ReadonlySet<string>, WithJson>>();

/**
 * What hydration needs of a page's messages: all but the ids the page uses only on the server (its head
 * meta, the texts of sections that keep the server's HTML, whole namespaces: PageModule.serverOnlyMessages). The shared
 * messages object comes back as it is when nothing is left out; a filtered copy is kept for each pair.
 */
export function forBrowser<M extends WithJson>(
  messages: M,
  serverOnly: ReadonlySet<string> | undefined,
  toJson: (value: unknown) => string,
  /** Namespaces always shipped (the chrome's), whatever the page lists as server-only. */
  always: readonly string[] = [],
): M {
  if (!serverOnly?.size) return messages;
  const perPage = filtered.get(messages) ?? new WeakMap();
  filtered.set(messages, perPage);
  let kept = perPage.get(serverOnly);
  if (!kept) {
    // An id goes when it, or a namespace it is in, is server-only.
    const gone = (id: string) => {
      if (always.some((ns) => id.startsWith(`${ns}.`))) return false;
      for (let at = id.length; at > 0; at = id.lastIndexOf('.', at - 1))
        if (serverOnly.has(id.slice(0, at))) return true;
      return false;
    };
    const keep = <T>(table: Record<string, T>) =>
      Object.fromEntries(Object.entries(table).filter(([id]) => !gone(id)));
    const plain = keep(messages.plain);
    const compiled = keep(messages.compiled);
    kept = Object.freeze({ plain, compiled, plainJson: toJson(plain), compiledJson: toJson(compiled) });
    perPage.set(serverOnly, kept);
  }
  return kept as M;
}
