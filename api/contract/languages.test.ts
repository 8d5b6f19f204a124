import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage, toLanguage } from './languages.ts';

describe('toLanguage', () => {
  it.each([
    ['en-US', 'en_US'],
    ['en_US', 'en_US'],
    ['zh-CN', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    ['in', 'in'],
    ['id', 'in'],
    ['vi', 'vi'],
    ['th', 'th'],
    ['ms-MY', 'ms_MY'],
    [' TH-th ', 'th'],
    ['fr', undefined],
    ['', undefined],
    ['__proto__', undefined],
    ['constructor', undefined],
  ])('%s → %s', (input, want) => expect(toLanguage(input)).toBe(want));
});

describe('languageFromAcceptLanguage', () => {
  it('reads Accept-Language by quality, ties in the order given', () => {
    expect(languageFromAcceptLanguage('en;q=0.1, vi;q=0.9')).toBe('vi');
    expect(languageFromAcceptLanguage('de, fr;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('th;q=0, id')).toBe('in');
    expect(languageFromAcceptLanguage('zh-CN, th')).toBe('zh_CN');
  });

  it('reads navigator.languages', () => {
    expect(languageFromAcceptLanguage(['de-DE', 'ms-MY', 'en'])).toBe('ms_MY');
    expect(languageFromAcceptLanguage([])).toBeUndefined();
  });
});

describe('isLanguage', () => {
  it('takes the URL codes only, not their aliases', () => {
    expect(isLanguage('zh_CN')).toBe(true);
    expect(isLanguage('zh-CN')).toBe(false);
    expect(isLanguage('id')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
