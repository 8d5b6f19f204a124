import { describe, expect, it } from 'vitest';
import { storyHref } from '../stories-support/with-intl';
import { categoryFixture, searchHits } from './help-fixtures';
import {
  categoryTrail,
  helpCategoryHref,
  helpDetailPath,
  helpHomeHref,
  helpSearchHref,
  parseHelpType,
} from './help-paths';
import { groupByCategory, onlyMarks, pageNumber, SEARCH_MAX, searchQuery } from './help-search';
import { prefilledChannelUrl } from './prefilled-message';

const href = storyHref('th');

describe('help addresses', () => {
  it('builds the home, category and search addresses with the page builder (rule 5: plain paths)', () => {
    expect(helpHomeHref(href)).toBe('/th/leftCat/start');
    expect(helpCategoryHref(href, 3)).toBe('/th/leftCat/1_3');
    expect(helpCategoryHref(href, 31, { helpContentType: '2', page: '2' })).toBe(
      '/th/leftCat/1_31?helpContentType=2&page=2',
    );
    expect(helpSearchHref(href, 'ใบปะหน้า', 2)).toBe(
      `/th/leftCat/search?keyWords=${encodeURIComponent('ใบปะหน้า')}&page=2`,
    );
    expect(helpSearchHref(href)).toBe('/th/leftCat/search');
  });

  it('writes both detail patterns', () => {
    const card = { id: 1016, categoryId: 3, type: 2, status: 1, commonErrorCategoryId: null };
    expect(helpDetailPath(card)).toBe('detailPage/3/2/1016/1');
    expect(helpDetailPath({ ...card, id: 1037, categoryId: 9, type: 1, commonErrorCategoryId: 9 })).toBe(
      'detailPage/9/1/9/1037/1',
    );
  });

  it('dispatches leftCat/{type}: start, search, {status}_{cid}; anything else is nothing', () => {
    expect(parseHelpType('start')).toEqual({ kind: 'home' });
    expect(parseHelpType('search')).toEqual({ kind: 'search' });
    expect(parseHelpType('1_3')).toEqual({ kind: 'category', status: 1, cid: 3 });
    for (const bad of [
      '',
      undefined,
      'Start',
      'index',
      '1_',
      '_3',
      '1_3_4',
      '1-3',
      '1_abc',
      '01_3',
      '1_03',
      '2_3',
      '1_0',
      '1_99999999999',
      'undefined',
    ])
      expect(parseHelpType(bad), String(bad)).toBeNull();
  });

  it('finds the trail of a category in the tree', () => {
    expect(categoryTrail(categoryFixture, 31).map((c) => c.id)).toEqual([3, 31]);
    expect(categoryTrail(categoryFixture, 404)).toEqual([]);
  });
});

describe('help search', () => {
  it('cuts a long query to the API maximum instead of refusing it', () => {
    const long = 'label '.repeat(200);
    const { query, truncated } = searchQuery(long);
    expect(truncated).toBe(true);
    expect(query.length).toBeLessThanOrEqual(SEARCH_MAX);
    expect(query.startsWith('label label')).toBe(true);
    expect(searchQuery('  print\n labels ')).toEqual({ query: 'print labels', truncated: false });
    expect(searchQuery(null)).toEqual({ query: '', truncated: false });
  });

  it('never splits a character made of two UTF-16 units', () => {
    const { query } = searchQuery(`${'a'.repeat(99)}😀😀`);
    expect(query).toBe('a'.repeat(99));
  });

  it('groups hits by category in order of the best hit, keeping the order inside a group', () => {
    const groups = groupByCategory(searchHits, categoryFixture, 'Other');
    expect(groups.map((g) => g.categoryId)).toEqual([31, 3, 9]);
    expect(groups[0]?.hits.map((h) => h.id)).toEqual([1016, 1018]);
    expect(groups[0]?.name).toBe('Shipping and logistics');
    const unnamed = groupByCategory(
      [{ ...searchHits[0]!, categoryId: 77, categoryName: '' }],
      categoryFixture,
      'Other',
    );
    expect(unnamed[0]?.name).toBe('Other');
  });

  it('keeps only <mark> of the highlighter markup', () => {
    expect(onlyMarks('a <mark>b</mark> &lt;c&gt; <img src=x onerror=alert(1)><script>x</script>')).toBe(
      'a <mark>b</mark> &lt;c&gt; x',
    );
  });

  it('reads ?page as 1…1000', () => {
    expect(pageNumber('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1001']) expect(pageNumber(bad)).toBe(1);
  });
});

describe('prefilled customer-service links', () => {
  const message = 'Hello, I need help with “Print labels”: https://x.test/en_US/detailPage/3/1/1015/1';
  it('WhatsApp and Telegram take ?text=', () => {
    const wa = prefilledChannelUrl({ url: 'https://wa.me/6560001234' }, message);
    expect(wa.prefills).toBe(true);
    expect(new URL(wa.url).searchParams.get('text')).toBe(message);
    expect(new URL(wa.url).pathname).toBe('/6560001234');
    expect(
      new URL(prefilledChannelUrl({ url: 'https://t.me/sellwise' }, message).url).searchParams.get('text'),
    ).toBe(message);
  });

  it('LINE: an official account gets the message to it, other links share the text', () => {
    const oa = prefilledChannelUrl({ url: 'https://line.me/R/ti/p/@sellwise' }, message);
    expect(oa.url).toBe(`https://line.me/R/oaMessage/%40sellwise/?${encodeURIComponent(message)}`);
    expect(prefilledChannelUrl({ url: 'https://line.me/R/something' }, message).url).toBe(
      `https://line.me/R/msg/text/?${encodeURIComponent(message)}`,
    );
  });

  it('e-mail gets subject and body', () => {
    const mail = prefilledChannelUrl(
      { url: 'mailto:support@sellwise.com' },
      message,
      'Help with: Print labels',
    );
    expect(mail.url.startsWith('mailto:support@sellwise.com?subject=Help%20with')).toBe(true);
    expect(mail.url).not.toContain('+');
    expect(decodeURIComponent(mail.url.split('body=')[1] ?? '')).toBe(message);
  });

  it('leaves Zalo, WeChat, Messenger and odd links alone', () => {
    for (const url of [
      'https://zalo.me/sellwisevn',
      'https://u.wechat.com/x',
      'https://m.me/sellwise',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(prefilledChannelUrl({ url }, message)).toEqual({ url, prefills: false });
  });
});
