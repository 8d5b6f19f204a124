import { LANGUAGE_TAGS, type Language } from '../../contract/languages.ts';

/**
 * Reading speeds. Text in spaced scripts is counted in words. Scripts written without spaces between words
 * are counted in characters (grapheme clusters, so a Thai consonant with its vowel and tone marks is one):
 * counting spaces there would make a whole Thai paragraph one "word". The rates are calibrated on the blog
 * in content/: a Chinese translation has about 1.56 Han characters per English word and a Thai one about
 * 3.3 graphemes, a Vietnamese one 1.24 (one-syllable) words; at 220 English words a minute that is 350 Han
 * characters, 730 Thai graphemes and 275 Vietnamese words a minute, so an article reads in about the same
 * time in every language (reading-time.test.ts checks every article).
 */
export const WORDS_PER_MINUTE = 220;
/** Vietnamese writes every syllable as a word. */
const WORDS_PER_MINUTE_BY_LANG: Partial<Record<Language, number>> = { vi: 275 };
export const HAN_CHARS_PER_MINUTE = 350;
export const THAI_CHARS_PER_MINUTE = 730;

/** Han and kana: one character is about a word. */
const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Southeast Asian scripts written without spaces (Thai, Lao, Khmer, Myanmar). */
const SPACELESS = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** A letter or digit of neither kind. */
const OTHER =
  /[^\P{L}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]|[0-9]/u;

export interface TextCount {
  words: number;
  hanChars: number;
  thaiChars: number;
}

/** Words of spaced scripts and characters of unspaced ones, segmented in the text's language. */
export function countText(text: string, lang: Language): TextCount {
  const count: TextCount = { words: 0, hanChars: 0, thaiChars: 0 };
  const words = new Intl.Segmenter(LANGUAGE_TAGS[lang], { granularity: 'word' });
  const graphemes = new Intl.Segmenter(LANGUAGE_TAGS[lang], { granularity: 'grapheme' });
  for (const s of words.segment(text)) {
    if (!s.isWordLike) continue;
    if (HAN.test(s.segment) || SPACELESS.test(s.segment)) {
      for (const g of graphemes.segment(s.segment)) {
        if (HAN.test(g.segment)) count.hanChars++;
        else if (SPACELESS.test(g.segment)) count.thaiChars++;
      }
      // Latin letters or digits inside the same segment (rare: "iPhone15" next to Thai) count as a word.
      if (OTHER.test(s.segment)) count.words++;
    } else {
      count.words++;
    }
  }
  return count;
}

/** Minutes to read a text, at least 1: words, Han characters and Thai-like graphemes at their rates. */
export function readingMinutes(text: string, lang: Language): number {
  const c = countText(text, lang);
  const minutes =
    c.words / (WORDS_PER_MINUTE_BY_LANG[lang] ?? WORDS_PER_MINUTE) +
    c.hanChars / HAN_CHARS_PER_MINUTE +
    c.thaiChars / THAI_CHARS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
