/**
 * The text side of search, shared by the API (help, blog and unified search) and the browser (the site's
 * header search matches feature pages with the same terms and marks them the same way). Pure functions
 * over strings: no zod, no Node, nothing but the language facts.
 */
import { LANGUAGE_TAGS, type Language } from './languages.ts';

/** At most this many terms are taken from a query (the rest is ignored). */
export const MAX_QUERY_TERMS = 8;

/**
 * What terms and documents are compared in: lower case, and Latin letters without their accents, so
 * "ket noi" finds "kết nối" (Vietnamese is often typed without them) and "đ" is "d". Thai and other
 * scripts keep their marks (a Thai vowel or tone mark is part of the word). Keeps the length of NFC text,
 * so positions found in the folded text are positions in the original (highlight relies on it).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/đ/g, 'd');
}

/**
 * Query words via Intl.Segmenter, so Thai and Chinese (no spaces) split into dictionary words, folded
 * (foldText). Documents are matched by substring of their foldText, which needs no segmentation.
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
  const long = words.flatMap(splitScripts).filter((w) => [...w].length > 1);
  return [...new Set((long.length > 0 ? long : words).map(foldText))].slice(0, MAX_QUERY_TERMS);
}

/**
 * A Latin word typed against Thai or Chinese without a space (เชื่อมร้านshopee, lazada库存) comes out of the
 * segmenter as one word: split it where the script changes, so each part is matched on its own.
 */
function splitScripts(word: string): string[] {
  return word.match(/[\p{Script=Latin}\p{N}]+|[^\p{Script=Latin}\p{N}]+/gu) ?? [word];
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
  const folded = foldText(text);
  // Lower-casing can change lengths (e.g. 'İ'); then positions would not line up, so mark nothing.
  const lower = folded.length === text.length ? folded : text.toLocaleLowerCase();
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
