import { LANGUAGES, type Language } from '@sellwise/api/contract/languages';

export type Messages = Record<string, string>;
type Catalogue = Record<string, unknown>;

/*
 * Catalogues: locales/<code>.json (shared messages, e.g. API errors) and locales/<code>/<ns>/….json
 * (namespaced by path: locales/th/pages/home.json holds `pages.home.*`). A page asks only for the
 * namespaces it renders, so a visitor downloads one language and only that page's copy.
 */
const loaders = import.meta.glob<Catalogue>('../../locales/**/*.json', { import: 'default' });
const cache = new Map<string, Promise<Messages>>();

/** Nested catalogues become react-intl's flat `a.b.c` ids. */
export function flattenMessages(catalogue: Catalogue, prefix = '', out: Messages = {}): Messages {
  for (const [key, value] of Object.entries(catalogue)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flattenMessages(value as Catalogue, id, out);
    else out[id] = String(value);
  }
  return out;
}

/** The namespaces that exist (e.g. `pages.home`), from the en_US files. */
export const NAMESPACES: readonly string[] = Object.keys(loaders)
  .map((file) => /^\.\.\/\.\.\/locales\/en_US\/(.+)\.json$/.exec(file)?.[1])
  .filter((ns): ns is string => !!ns)
  .map((ns) => ns.split('/').join('.'));

function loadFile(lang: Language, namespace: string | undefined): Promise<Messages> {
  const file = namespace
    ? `../../locales/${lang}/${namespace.split('.').join('/')}.json`
    : `../../locales/${lang}.json`;
  let pending = cache.get(file);
  if (!pending) {
    const load = loaders[file];
    if (!load) return Promise.resolve({});
    pending = load()
      .then((catalogue) => flattenMessages(catalogue, namespace ?? ''))
      .catch((error: unknown) => {
        cache.delete(file);
        console.error('Failed locale loading', file, error);
        throw error;
      });
    cache.set(file, pending);
  }
  return pending;
}

/**
 * A locale's messages: the shared file plus the given namespaces (default: all), each file read once
 * per process (server) or page (browser).
 */
export async function loadMessages(
  lang: Language,
  namespaces: readonly string[] = NAMESPACES,
): Promise<Messages> {
  if (!LANGUAGES.includes(lang)) throw new Error(`Failed locale loading: unknown language ${lang}`);
  const parts = await Promise.all([loadFile(lang, undefined), ...namespaces.map((ns) => loadFile(lang, ns))]);
  return Object.assign({}, ...parts);
}
