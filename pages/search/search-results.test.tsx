import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import { featureLinksFixture, searchAnswerFixture, searchElsewhereFixture } from './search-fixtures';
import { type GroupLabels, markedText, matchFeatures, suggestionGroups } from './search-results';

const labels: GroupLabels = {
  help: 'Help articles',
  blog: 'Blog posts',
  features: 'Features',
  elsewhere: (language) => `Also in ${language}`,
  video: 'Video',
  helpBadge: 'Help',
  blogBadge: 'Blog',
};
const features = (lang: 'en_US' | 'th' | 'zh_CN') => featureLinksFixture(messagesFor(lang), storyHref(lang));
const html = (node: React.ReactNode) => render(<p>{node}</p>).container.innerHTML;

describe('markedText', () => {
  it('renders <mark> as elements and everything else as text, never as HTML', () => {
    expect(html(markedText('Print <mark>labels</mark> &amp; lists'))).toBe(
      '<p>Print <mark>labels</mark> &amp; lists</p>',
    );
    expect(html(markedText('&lt;img src=x onerror=alert(1)&gt; <mark>a</mark>'))).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; <mark>a</mark></p>',
    );
    expect(html(markedText('it&#39;s &quot;ok&quot;'))).toBe('<p>it\'s "ok"</p>');
  });
});

describe('matchFeatures', () => {
  it('finds an area by a word of its label or description, label matches first, marked', () => {
    const found = matchFeatures('stock', 'en_US', features('en_US'));
    expect(found.map((f) => f.href)).toEqual(['/en_US/introduction/inventory.htm']);
    expect(html(found[0]!.description)).toContain('<mark>Stock</mark>');
    expect(matchFeatures('orders', 'en_US', features('en_US'))[0]?.href).toBe(
      '/en_US/introduction/order.htm',
    );
    expect(matchFeatures('zzz', 'en_US', features('en_US'))).toEqual([]);
    expect(matchFeatures('   ', 'en_US', features('en_US'))).toEqual([]);
  });

  it.each([
    ['th', 'พิมพ์ใบปะหน้าออเดอร์'],
    ['zh_CN', '批量打印订单'],
  ] as const)('cuts a %s query written without spaces into words (%s)', (lang, query) => {
    const list = features(lang);
    // Taken whole (or split on spaces), the query is in no area's copy; its words are in the orders area's.
    expect(list.some((f) => `${f.label} ${f.description}`.includes(query))).toBe(false);
    const found = matchFeatures(query, lang, list);
    expect(found[0]?.href).toBe(`/${lang}/introduction/order.htm`);
    expect(html(found[0]!.description)).toContain('<mark>');
  });
});

describe('suggestionGroups', () => {
  const href = storyHref('en_US');

  it('orders help, blog, features; links help hits to detail pages and blog hits to the article', () => {
    const feats = matchFeatures('label', 'en_US', features('en_US'));
    const groups = suggestionGroups({ answer: searchAnswerFixture, features: feats, labels, href });
    expect(groups.map((g) => g.label)).toEqual(['Help articles', 'Blog posts', 'Features']);
    expect(groups[0]!.items.map((i) => i.href)).toEqual([
      '/en_US/detailPage/12/1/1203/1',
      '/en_US/detailPage/9/2/9/1031/1',
    ]);
    expect(groups[0]!.items[1]!.badge).toBe('Video');
    expect(groups[0]!.items[1]!.description).toBe('Common errors');
    expect(groups[1]!.items[0]!.href).toBe('/blog/articleDetails/7/faster-fulfilment.htm');
    expect(feats.map((f) => f.href)).toEqual(['/en_US/introduction/order.htm']);
    const values = groups.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(values.length);
  });

  it('groups hits of other languages by language, named in that language, linking in that language', () => {
    const groups = suggestionGroups({ answer: searchElsewhereFixture, features: [], labels, href });
    expect(groups.map((g) => g.label)).toEqual(['Also in ไทย', 'Also in Tiếng Việt']);
    expect(groups[0]!.items.map((i) => [i.href, i.badge])).toEqual([
      ['/th/detailPage/12/1/1203/1', 'Help'],
      ['/blog/th/articleDetails/7/faster-fulfilment.htm', 'Blog'],
    ]);
    expect(groups[1]!.items[0]!.href).toBe('/vi/detailPage/9/2/9/1031/1');
  });

  it('shows nothing without an answer or features', () => {
    expect(suggestionGroups({ answer: undefined, features: [], labels, href })).toEqual([]);
  });
});
