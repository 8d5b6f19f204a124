/**
 * The text side of search, shared by the API (help, blog and unified search) and the browser (the site's
 * header search matches feature pages with the same terms and marks them the same way). Pure functions
 * over strings: no zod, no Node, nothing but the language facts.
 */
import { LANGUAGE_TAGS, type Language } from './languages.ts';

/** At most this many terms are taken from a query (the rest is ignored). */
export const MAX_QUERY_TERMS = 8;

/** Lower-cased, NFKC-normalised: what terms and documents are compared in. */
export const foldText = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * Query words via Intl.Segmenter, so Thai and Chinese (no spaces) split into dictionary words.
 * Documents are matched by substring, which needs no segmentation of the stored text.
 */
export function queryTerms(query: string, lang: Language): string[] {
  const text = foldText(query);
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
  return [...new Set(long.length > 0 ? long : words)].slice(0, MAX_QUERY_TERMS);
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
export function highlight(text: string, terms: readonly string[]): string {
  const lower = text.toLocaleLowerCase();
  // Lower-casing can change lengths (e.g. 'İ'); then positions would not line up, so mark nothing.
  if (lower.length !== text.length) return escapeHtml(text);
  const marks: boolean[] = new Array(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
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
