import type { Language } from '../../contract/languages.ts';
import { foldText, highlight, queryTerms } from '../../contract/search-text.ts';
import type { ContentVersion } from './content-version.ts';

// One copy of the text functions: the contract's, which the browser uses too.
export { escapeHtml, highlight, queryTerms } from '../../contract/search-text.ts';

/** A searchable document: its text fields plus whatever the caller wants back. */
export interface SearchDoc<T> {
  title: string;
  keywords: string;
  summary: string;
  body: string;
  item: T;
}
export interface SearchHit<T> {
  item: T;
  score: number;
  /** Every term of the query matched (else the hit is from the any-term fallback). */
  complete: boolean;
  highlight: { title: string; snippet: string };
}

const WEIGHTS = { title: 8, keywords: 4, summary: 2, body: 1 } as const;

function occurrences(haystack: string, needle: string, cap = 5): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1 && n < cap; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

type Fields = Record<'title' | 'keywords' | 'summary' | 'body', string>;
const lowered = new WeakMap<SearchDoc<unknown>, Fields>();
/** A document's fields folded (foldText) once per document (documents live as long as their content version). */
function fieldsOf(doc: SearchDoc<unknown>): Fields {
  let fields = lowered.get(doc);
  if (!fields) {
    fields = {
      title: foldText(doc.title),
      keywords: foldText(doc.keywords),
      summary: foldText(doc.summary),
      body: foldText(doc.body),
    };
    lowered.set(doc, fields);
  }
  return fields;
}

const found = (fields: Fields, term: string) =>
  fields.title.includes(term) ||
  fields.keywords.includes(term) ||
  fields.summary.includes(term) ||
  fields.body.includes(term);

/**
 * Chinese characters the segmenter's dictionary does not know come out one by one and are rejoined into
 * one run (绑定虾皮 for 绑定 + 虾皮). A run no document contains is replaced by its two-character parts
 * that some document does contain, so 绑定虾皮 matches a text with 绑定 and 虾皮 apart.
 */
function refineTerms(terms: string[], docs: Fields[]): string[] {
  return [
    ...new Set(
      terms.flatMap((term) => {
        const chars = [...term];
        if (chars.length < 3 || !/\p{Script=Han}/u.test(term) || docs.some((d) => found(d, term)))
          return [term];
        const pairs = chars.slice(1).map((ch, i) => chars[i] + ch);
        const known = pairs.filter((p) => docs.some((d) => found(d, p)));
        return known.length > 0 ? known : [term];
      }),
    ),
  ];
}

/**
 * Title hits rank above keyword, summary and body hits; a title holding every term or the whole phrase
 * gets a bonus; every term must match somewhere (else any term).
 */
export function search<T>(docs: SearchDoc<T>[], query: string, lang: Language): SearchHit<T>[] {
  const all = docs.map(fieldsOf);
  const terms = refineTerms(queryTerms(query, lang), all);
  if (terms.length === 0) return [];
  const phrase = foldText(query).trim();
  const scored = docs.map((doc, i) => {
    const fields = all[i]!;
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      let termScore = 0;
      for (const field of ['title', 'keywords', 'summary', 'body'] as const) {
        const n = occurrences(fields[field], term);
        termScore += n > 0 ? WEIGHTS[field] * (1 + Math.log2(n)) : 0;
      }
      if (termScore > 0) matched++;
      score += termScore;
    }
    if (terms.length > 1 && fields.title.includes(phrase)) score += 20;
    else if (terms.length > 1 && terms.every((t) => fields.title.includes(t))) score += 12;
    return { doc, score, matched };
  });
  const complete = scored.filter((s) => s.matched === terms.length);
  const chosen = complete.length > 0 ? complete : scored.filter((s) => s.matched > 0);
  return chosen
    .sort((a, b) => b.score - a.score)
    .map(({ doc, score, matched }) => ({
      item: doc.item,
      score,
      complete: matched === terms.length,
      highlight: { title: highlight(doc.title, terms), snippet: highlight(snippet(doc.body, terms), terms) },
    }));
}

const SNIPPET = 160;

/** About 160 characters of the body around the first term found. */
export function snippet(body: string, terms: string[]): string {
  const folded = foldText(body);
  const lower = folded.length === body.length ? folded : body.toLocaleLowerCase();
  const positions = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, first - 40);
  let end = Math.min(body.length, start + SNIPPET);
  // Never cut a surrogate pair in half.
  if (/[\uDC00-\uDFFF]/.test(body[start] ?? '')) start--;
  if (/[\uD800-\uDBFF]/.test(body[end - 1] ?? '')) end++;
  return `${start > 0 ? '…' : ''}${body.slice(start, end).trim()}${end < body.length ? '…' : ''}`;
}

/** Search documents per language, loaded once per content version (content changes only when seeding). */
export function createDocCache(version: ContentVersion) {
  const cache = new Map<string, { version: string; docs: Promise<unknown[]> }>();
  return async <T>(key: string, load: () => Promise<T[]>): Promise<T[]> => {
    const current = await version.current();
    const hit = cache.get(key);
    if (hit && hit.version === current) return hit.docs as Promise<T[]>;
    const docs = load();
    cache.set(key, { version: current, docs });
    docs.catch(() => cache.delete(key));
    return docs;
  };
}
