import { describe, expect, it } from 'vitest';
import { sampleArticleHtml } from '../test-fixtures';
import { headingsFromHtml, headingText, hrefForId, slugify } from './headings';

describe('slugify', () => {
  it('lower-cases and joins words with hyphens, dropping punctuation', () => {
    expect(slugify('  Connect your stores: Shopee & Lazada! ')).toBe('connect-your-stores-shopee-lazada');
    expect(slugify('Café — déjà vu')).toBe('café-déjà-vu');
  });

  it('keeps Thai with its vowel and tone marks, and Chinese characters', () => {
    expect(slugify('เชื่อมต่อร้านค้าของคุณ')).toBe('เชื่อมต่อร้านค้าของคุณ');
    expect(slugify('匹配 SKU')).toBe('匹配-sku');
    expect(slugify('开始之前：准备工作')).toBe('开始之前-准备工作');
  });

  it('is empty when there are no letters or digits', () => {
    expect(slugify('!!! — ???')).toBe('');
  });
});

describe('headingText', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(headingText('Tips &amp; <em>tricks</em>\n for&nbsp;11.11 &#8211; &#x1F680;')).toBe(
      'Tips & tricks for 11.11 – 🚀',
    );
  });
});

describe('hrefForId', () => {
  it('percent-encodes non-ASCII ids', () => {
    expect(hrefForId('匹配-sku')).toBe(`#${encodeURIComponent('匹配-sku')}`);
    expect(hrefForId('匹配-sku')).toMatch(/^#[\x21-\x7e]+$/);
    expect(hrefForId('before-you-start')).toBe('#before-you-start');
  });
});

describe('headingsFromHtml', () => {
  it('gives h2 and h3 ids from their text and lists them in order', () => {
    const { html, items } = headingsFromHtml(
      '<h2>Before you start</h2><p>x</p><h3 class="x">Match SKUs</h3><h4>Not listed</h4>',
    );
    expect(items).toEqual([
      { id: 'before-you-start', text: 'Before you start', level: 2 },
      { id: 'match-skus', text: 'Match SKUs', level: 3 },
    ]);
    expect(html).toBe(
      '<h2 id="before-you-start">Before you start</h2><p>x</p><h3 class="x" id="match-skus">Match SKUs</h3><h4>Not listed</h4>',
    );
  });

  it('makes duplicates unique and avoids ids used elsewhere in the HTML', () => {
    const { items, html } = headingsFromHtml(
      '<p id="faq">Intro</p><h2>FAQ</h2><h2>Setup</h2><h3>Setup</h3><h2>Setup</h2>',
    );
    expect(items.map((i) => i.id)).toEqual(['faq-2', 'setup', 'setup-2', 'setup-3']);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps an id the author gave and does not reuse it', () => {
    const { items, html } = headingsFromHtml(
      '<h2>Pricing</h2><h2 id=\'pricing\' class="a">Plans</h2><h3 id="">Empty id</h3>',
    );
    expect(items).toEqual([
      { id: 'pricing-2', text: 'Pricing', level: 2 },
      { id: 'pricing', text: 'Plans', level: 2 },
      { id: 'empty-id', text: 'Empty id', level: 3 },
    ]);
    expect(html).toContain('<h2 id=\'pricing\' class="a">Plans</h2>');
    expect(html).toContain('<h3 id="empty-id">Empty id</h3>');
    expect(html.match(/ id=/g)).toHaveLength(3);
  });

  it('reads the text through tags inside the heading and keeps the inner HTML', () => {
    const { items, html } = headingsFromHtml(
      '<h2><a href="#x">Step <strong>1</strong></a>: <code>sync</code></h2>',
    );
    expect(items).toEqual([{ id: 'step-1-sync', text: 'Step 1 : sync', level: 2 }]);
    expect(html).toBe(
      '<h2 id="step-1-sync"><a href="#x">Step <strong>1</strong></a>: <code>sync</code></h2>',
    );
  });

  it('handles Thai and Chinese headings', () => {
    const th = headingsFromHtml(sampleArticleHtml.th);
    expect(th.items.map((i) => i.id)).toEqual([
      'ก่อนเริ่มต้น',
      'เชื่อมต่อร้านค้าของคุณ',
      'จับคู่รหัส-sku',
      'เลือกกฎการซิงก์',
      'ตรวจสอบผลลัพธ์',
    ]);
    const zh = headingsFromHtml(sampleArticleHtml.zh);
    expect(zh.items).toEqual([
      { id: '开始之前', text: '开始之前', level: 2 },
      { id: '连接你的店铺', text: '连接你的店铺', level: 2 },
      { id: '匹配-sku', text: '匹配 SKU', level: 3 },
      { id: '选择同步规则', text: '选择同步规则', level: 3 },
      { id: '核对结果', text: '核对结果', level: 2 },
    ]);
  });

  it('falls back to section-N and leaves empty headings out of the list', () => {
    const { items, html } = headingsFromHtml('<h2>Intro</h2><h2>🚀🚀</h2><h3>  </h3>');
    expect(items).toEqual([
      { id: 'intro', text: 'Intro', level: 2 },
      { id: 'section-2', text: '🚀🚀', level: 2 },
    ]);
    expect(html).toContain('<h3 id="section-3">  </h3>');
  });

  it('is stable: the same HTML gives the same ids, and running it twice changes nothing', () => {
    const once = headingsFromHtml(sampleArticleHtml.en);
    expect(headingsFromHtml(sampleArticleHtml.en)).toEqual(once);
    const twice = headingsFromHtml(once.html);
    expect(twice.html).toBe(once.html);
    expect(twice.items).toEqual(once.items);
  });

  it('caps long ids', () => {
    const { items } = headingsFromHtml(`<h2>${'word '.repeat(40)}</h2>`);
    expect(Array.from(items[0]!.id).length).toBeLessThanOrEqual(80);
    expect(items[0]!.id).not.toMatch(/-$/);
  });
});
