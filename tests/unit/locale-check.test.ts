import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { compareCatalogues, flatten } from '../../scripts/locale-check.mjs';

const en = {
  'a.title': 'Welcome, {name}!',
  'a.items': '{count, plural, one {# item} other {# items}}',
  'a.gender': '{g, select, male {He} female {She} other {They}}',
  'a.terms': 'I agree to the <terms>Terms</terms>',
  'a.price': 'From {price, number, ::currency/USD}',
};

describe('compareCatalogues', () => {
  it('accepts a faithful translation, including plural forms the language does not use', () => {
    const th = {
      'a.title': 'ยินดีต้อนรับ {name}!',
      'a.items': '{count, plural, other {# รายการ}}',
      'a.gender': '{g, select, male {เขา} female {เธอ} other {พวกเขา}}',
      'a.terms': 'ฉันยอมรับ<terms>ข้อกำหนด</terms>',
      'a.price': 'เริ่มต้น {price, number, ::currency/USD}',
    };
    expect(compareCatalogues(en, th)).toEqual([]);
  });

  it.each([
    ['a missing key', { ...en, 'a.title': undefined }, 'missing key a.title'],
    ['a missing placeholder', { ...en, 'a.title': 'Welcome!' }, 'a.title: missing argument name'],
    ['a renamed placeholder', { ...en, 'a.title': 'Welcome, {nome}!' }, 'a.title: unknown argument nome'],
    [
      'a plural turned into text',
      { ...en, 'a.items': '{count} items' },
      'a.items: count is argument, en_US has plural',
    ],
    [
      'a plural without other',
      { ...en, 'a.items': '{count, plural, one {# item}}' },
      'a.items: plural count has no other form',
    ],
    [
      'a select missing a case',
      { ...en, 'a.gender': '{g, select, male {He} other {They}}' },
      'select g cases',
    ],
    ['a lost tag', { ...en, 'a.terms': 'I agree to the Terms' }, 'a.terms: missing tag <terms>'],
    ['a broken message', { ...en, 'a.title': 'Welcome, {name' }, 'a.title does not parse'],
    ['an empty message', { ...en, 'a.title': ' ' }, 'empty message a.title'],
  ])('reports %s', (_what, catalogue, problem) => {
    const clean = Object.fromEntries(Object.entries(catalogue).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    expect(compareCatalogues(en, clean, 'en_US').join('\n')).toContain(problem);
  });

  it('flattens nested catalogues to dotted keys', () => {
    expect(flatten({ a: { b: 'x', c: { d: 'y' } } })).toEqual({ 'a.b': 'x', 'a.c.d': 'y' });
  });
});
