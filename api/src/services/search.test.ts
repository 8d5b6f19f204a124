import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { highlight, queryTerms, type SearchDoc, search, snippet } from './search.ts';

const doc = (id: number, title: string, body: string, keywords = ''): SearchDoc<number> => ({
  title,
  keywords,
  summary: '',
  body,
  item: id,
});

describe('search', () => {
  test('segments Thai and Chinese queries into words', () => {
    expect(queryTerms('เชื่อมต่อร้านค้า', 'th').length).toBeGreaterThan(1);
    expect(queryTerms('连接店铺', 'zh_CN').length).toBeGreaterThan(1);
    expect(queryTerms('Connect  Shopee!', 'en_US')).toEqual(['connect', 'shopee']);
  });

  test('ranks a title hit above a body hit', () => {
    const docs = [
      doc(1, 'Orders overview', 'How to connect a Shopee store'),
      doc(2, 'Connect a Shopee store', 'Steps'),
    ];
    expect(search(docs, 'connect shopee', 'en_US').map((h) => h.item)).toEqual([2, 1]);
  });

  test('finds Thai and Chinese text without spaces', () => {
    const th = [doc(1, 'วิธีเชื่อมต่อร้านค้า Shopee', 'ขั้นตอน'), doc(2, 'รายงานยอดขาย', 'ดูรายงาน')];
    expect(search(th, 'เชื่อมต่อร้านค้า', 'th').map((h) => h.item)).toEqual([1]);
    const zh = [doc(1, '如何连接 Shopee 店铺', '步骤'), doc(2, '销售报表', '查看报表')];
    expect(search(zh, '连接店铺', 'zh_CN').map((h) => h.item)).toEqual([1]);
  });

  test('escapes markup and marks matches', () => {
    expect(highlight('<b>Shopee</b> & co', ['shopee'])).toBe(
      '&lt;b&gt;<mark>Shopee</mark>&lt;/b&gt; &amp; co',
    );
  });

  test('snippets stay short and around the match', () => {
    const body = `${'word '.repeat(100)}shopee${' tail'.repeat(100)}`;
    const s = snippet(body, ['shopee']);
    expect(s).toContain('shopee');
    expect(s.length).toBeLessThan(200);
  });

  test('any query is safe: no throw, no markup but <mark> (fuzz)', () => {
    const docs = [
      doc(1, 'Connect <script>alert(1)</script> Shopee', 'a & b < c "quoted" \'x\''),
      doc(2, '连接店铺', 'เชื่อมต่อ'),
    ];
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (q) => {
        for (const hit of search(docs, q, 'en_US')) {
          const stripped = `${hit.highlight.title}${hit.highlight.snippet}`.replace(/<\/?mark>/g, '');
          expect(stripped).not.toMatch(/[<>]/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('ranking', () => {
  test('an unknown Chinese compound matches its known parts (绑定虾皮店铺)', () => {
    const docs = [
      doc(1, '管理已绑定店铺', '店铺 店铺 店铺 绑定'),
      doc(2, '授权 Shopee 店铺', '虾皮 店铺 绑定'),
    ];
    expect(search(docs, '绑定虾皮店铺', 'zh_CN').map((h) => h.item)).toEqual([2]);
  });

  test('a title holding every term ranks above one holding some', () => {
    const docs = [
      doc(1, 'Connect a TikTok Shop', 'shopee shopee shopee shopee shopee connect'),
      doc(2, 'Connect a Shopee shop', 'steps'),
    ];
    expect(search(docs, 'connect shopee', 'en_US')[0]!.item).toBe(2);
  });

  test('Vietnamese typed without accents finds the accented text', () => {
    const docs = [doc(1, 'Kết nối shop Shopee', 'Các bước'), doc(2, 'Báo cáo', 'Xuất báo cáo')];
    const hits = search(docs, 'ket noi', 'vi');
    expect(hits.map((h) => h.item)).toEqual([1]);
    expect(hits[0]!.highlight.title).toBe('<mark>Kết</mark> <mark>nối</mark> shop Shopee');
    expect(hits[0]!.complete).toBe(true);
  });
});
