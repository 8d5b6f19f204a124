import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { escapeHtml, foldText, highlight, queryTerms } from './search-text.ts';

describe('search text (shared by the API and the browser)', () => {
  test('Thai and Chinese are segmented; a Latin name typed against them is split off', () => {
    expect(queryTerms('เชื่อมร้านshopee', 'th')).toEqual(['เชื่อม', 'ร้าน', 'shopee']);
    expect(queryTerms('lazada库存同步失败', 'zh_CN')).toContain('lazada');
    expect(queryTerms('lazada库存同步失败', 'zh_CN')).not.toContain('lazada库存同步失败');
    expect(queryTerms('Connect  Shopee!', 'en_US')).toEqual(['connect', 'shopee']);
  });

  test('Latin accents are folded, Thai marks are kept', () => {
    expect(queryTerms('Kết nối', 'vi')).toEqual(['ket', 'noi']);
    expect(foldText('Đồng bộ')).toBe('dong bo');
    expect(foldText('สต็อกใกล้หมด')).toBe('สต็อกใกล้หมด');
    expect(foldText('货到付款')).toBe('货到付款');
  });

  test('marks an unaccented term inside accented text, at the right place', () => {
    expect(highlight('Kết nối Shopee', ['ket', 'shopee'])).toBe('<mark>Kết</mark> nối <mark>Shopee</mark>');
  });

  test('escapes everything it does not mark', () => {
    expect(highlight('<b>Shopee</b> & co', ['shopee'])).toBe(
      '&lt;b&gt;<mark>Shopee</mark>&lt;/b&gt; &amp; co',
    );
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  test('any text and terms: the only markup is <mark>, and the text reads the same without it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 3 }),
        (text, terms) => {
          const out = highlight(text, terms.map(foldText));
          const unmarked = out.replace(/<\/?mark>/g, '');
          expect(unmarked).toBe(escapeHtml(text));
          expect(unmarked).not.toMatch(/[<>]/);
        },
      ),
    );
  });
});
