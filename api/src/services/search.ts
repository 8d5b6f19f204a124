import { LANGUAGE_TAGS, type Language } from '../../contract/index.ts';
import type { ContentVersion } from './content-version.ts';

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
  highlight: { title: string; snippet: string };
}

const MAX_TERMS = 8;

/**
 * Query words via Intl.Segmenter, so Thai and Chinese (no spaces) split into dictionary words.
 * Documents are matched by substring, which needs no segmentation of the stored text.
 */
export function queryTerms(query: string, lang: Language): string[] {
  const text = query.normalize('NFKC').toLocaleLowerCase();
  const segmenter = new Intl.Segmenter(LANGUAGE_TAGS[lang], { granularity: 'word' });
  const words: string[] = [];
  // The dictionary splits unknown Chinese compounds into single characters (账号 → 账, 号): rejoin adjacent ones.
  let run = '';
  for (const s of segmenter.segment(text)) {
    const single = s.isWordLike && [...s.segment].length === 1 && /[^\p{ASCII}]/u.test(s.segment);
    if (single) {
      run += s.segment;
      continue;
    }
    if (run) words.push(run);
    run = '';
    if (s.isWordLike) words.push(s.segment);
  }
  if (run) words.push(run);
  const long = words.filter((w) => [...w].length > 1);
  return [...new Set(long.length > 0 ? long : words)].slice(0, MAX_TERMS);
}

const WEIGHTS = { title: 8, keywords: 4, summary: 2, body: 1 } as const;

function occurrences(haystack: string, needle: string, cap = 5): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1 && n < cap; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

/** Title hits rank above keyword, summary and body hits; every term must match somewhere (else any term). */
export function search<T>(docs: SearchDoc<T>[], query: string, lang: Language): SearchHit<T>[] {
  const terms = queryTerms(query, lang);
  if (terms.length === 0) return [];
  const phrase = query.normalize('NFKC').toLocaleLowerCase().trim();
  const scored = docs.map((doc) => {
    const fields = {
      title: doc.title.toLocaleLowerCase(),
      keywords: doc.keywords.toLocaleLowerCase(),
      summary: doc.summary.toLocaleLowerCase(),
      body: doc.body.toLocaleLowerCase(),
    };
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
    return { doc, score, matched };
  });
  const all = scored.filter((s) => s.matched === terms.length);
  const chosen = all.length > 0 ? all : scored.filter((s) => s.matched > 0);
  return chosen
    .sort((a, b) => b.score - a.score)
    .map(({ doc, score }) => ({
      item: doc.item,
      score,
      highlight: { title: highlight(doc.title, terms), snippet: highlight(snippet(doc.body, terms), terms) },
    }));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Escapes the text, then wraps each term match in <mark>; the only markup in the result is ours. */
export function highlight(text: string, terms: string[]): string {
  const lower = text.toLocaleLowerCase();
  // Lower-casing can change lengths (e.g. 'İ'); then positions would not line up, so mark nothing.
  if (lower.length !== text.length) return escapeHtml(text);
  const marks: boolean[] = new Array(text.length).fill(false);
  for (const term of terms) {
    for (let i = lower.indexOf(term); i !== -1; i = lower.indexOf(term, i + term.length)) {
      marks.fill(true, i, i + term.length);
    }
  }
  let out = '';
  let open = false;
  for (let i = 0; i < text.length; i++) {
    if (marks[i] !== open) {
      out += open ? '</mark>' : '<mark>';
      open = !open;
    }
    out += ESCAPES[text[i]!] ?? text[i];
  }
  return open ? `${out}</mark>` : out;
}

const SNIPPET = 160;

/** About 160 characters of the body around the first term found. */
export function snippet(body: string, terms: string[]): string {
  const lower = body.toLocaleLowerCase();
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
