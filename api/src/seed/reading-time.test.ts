import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { loadContent } from './load-content.ts';
import { countText, readingMinutes } from './reading-time.ts';

describe('reading time', () => {
  test('Thai is counted by graphemes, not by spaces', () => {
    // One "word" by spaces; 24 grapheme clusters (vowel and tone marks belong to their consonant).
    const th = 'ระบบค้นหาของร้านค้าเป็นตัวตัดสิน';
    const count = countText(th, 'th');
    expect(count.words).toBe(0);
    expect(count.thaiChars).toBe(
      [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(th)].length,
    );
    expect(count.thaiChars).toBeLessThan([...th].length);
    // 730 graphemes a minute: 7,300 graphemes without a single space read in 10 minutes, not 1.
    const long = 'ก'.repeat(7300);
    expect(readingMinutes(long, 'th')).toBe(10);
  });

  test('Chinese is counted by characters; Latin words inside it by words', () => {
    const zh = '授权Shopee店铺，并在过期前重新授权。';
    const count = countText(zh, 'zh_CN');
    expect(count.hanChars).toBe(13);
    expect(count.words).toBe(1);
    expect(readingMinutes('店'.repeat(3500), 'zh_CN')).toBe(10);
    // A Thai text full of product names counts those as words.
    expect(countText('ขาย iPhone 15 ใน Shopee', 'th').words).toBe(3);
  });

  test('Latin scripts are counted in words at 220 a minute (Vietnamese syllables at 275)', () => {
    expect(readingMinutes('word '.repeat(2200), 'en_US')).toBe(10);
    expect(readingMinutes('chữ '.repeat(2750), 'vi')).toBe(10);
    expect(readingMinutes('', 'en_US')).toBe(1);
  });

  test('every blog article reads in about the same time in each of its languages', () => {
    const { blogArticles } = loadContent(join(REPO_ROOT, 'content'));
    expect(blogArticles.length).toBeGreaterThan(5);
    for (const article of blogArticles) {
      const minutes = article.translations.map((t) => [t.lang, readingMinutes(t.plain, t.lang)] as const);
      const en = minutes.find(([lang]) => lang === 'en_US')![1];
      for (const [lang, m] of minutes) {
        expect(Math.abs(m - en), `${article.folder} ${lang}: ${m} vs en_US ${en}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
