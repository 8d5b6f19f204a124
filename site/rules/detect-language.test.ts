import { LANGUAGES } from '@sellwise/api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage, langFromPath } from './detect-language';

describe('detectLanguage', () => {
  it('uses the language segment of the path first', () => {
    expect(detectLanguage({ path: '/th/index.htm', langCookie: 'vi', localeCookie: 'zh_CN' })).toBe('th');
    expect(detectLanguage({ path: '/m/vi/login.htm', langCookie: 'th' })).toBe('vi');
    expect(detectLanguage({ path: '/blog/ms_MY/index.htm' })).toBe('ms_MY');
  });

  it('skips path detection on the inventory in/out list, where "in" means stock in', () => {
    expect(langFromPath('/web/inventory/inout/list/in/')).toBeUndefined();
    expect(detectLanguage({ path: '/web/inventory/inout/list/in/', langCookie: 'th' })).toBe('th');
    expect(detectLanguage({ path: '/web/inventory/inout/list/in' })).toBe('en_US');
    expect(detectLanguage({ path: '/in/index.htm' })).toBe('in');
  });

  it('with source=app reads the lang parameter, else the locale cookie, mapped, else en_US', () => {
    const app = (lang?: string) => new URLSearchParams({ source: 'app', ...(lang ? { lang } : {}) });
    expect(detectLanguage({ path: '/x.htm', query: app('zh-CN'), langCookie: 'th' })).toBe('zh_CN');
    expect(detectLanguage({ path: '/x.htm', query: app('id') })).toBe('in');
    expect(detectLanguage({ path: '/x.htm', query: app('en-US') })).toBe('en_US');
    expect(detectLanguage({ path: '/x.htm', query: app(), localeCookie: 'vi', langCookie: 'th' })).toBe('vi');
    expect(detectLanguage({ path: '/x.htm', query: app('fr'), langCookie: 'th' })).toBe('en_US');
    expect(detectLanguage({ path: '/x.htm', query: app(), langCookie: 'th' })).toBe('en_US');
  });

  it('otherwise the stored language, then the locale cookie, then the browser, then en_US', () => {
    expect(
      detectLanguage({ path: '/x.htm', langCookie: 'th', localeCookie: 'vi', browserLanguages: 'zh-CN' }),
    ).toBe('th');
    expect(detectLanguage({ path: '/x.htm', localeCookie: 'vi', browserLanguages: 'zh-CN' })).toBe('vi');
    expect(detectLanguage({ path: '/x.htm', browserLanguages: 'fr-FR,zh-CN;q=0.8,th;q=0.9' })).toBe('th');
    expect(detectLanguage({ path: '/x.htm', browserLanguages: ['ms-MY', 'en'] })).toBe('ms_MY');
    expect(detectLanguage({ path: '/x.htm', browserLanguages: 'de' })).toBe('en_US');
    expect(detectLanguage({ path: '/x.htm', langCookie: 'klingon' })).toBe('en_US');
  });

  it('always answers a site language, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (path, lc, loc, br) => {
          const got = detectLanguage({
            path,
            langCookie: lc ?? undefined,
            localeCookie: loc ?? undefined,
            browserLanguages: br ?? undefined,
          });
          expect(LANGUAGES).toContain(got);
        },
      ),
    );
  });
});
