import { LANGUAGES, type Language } from '@sellwise/api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devicePath, localePath, parsePath, switchLanguagePath } from './paths';

const lang = fc.constantFrom(...LANGUAGES);
const segment = fc
  .stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
  .filter((s) => s !== 'm' && !(LANGUAGES as readonly string[]).includes(s));
const page = fc
  .array(segment, { minLength: 0, maxLength: 3 })
  .map((segs) => (segs.length ? `${segs.join('/')}.htm` : ''));
const query = fc.constantFrom('', '?a=1', '?source=pc&x=y', '#top');
const anyPath = fc
  .record({
    mobile: fc.boolean(),
    lang: fc.option(lang, { nil: undefined }),
    page,
    query,
    slash: fc.boolean(),
  })
  .map(
    ({ mobile, lang: l, page: p, query: q, slash }) =>
      `${slash ? '/' : ''}${[mobile ? 'm' : '', l ?? '', p].filter(Boolean).join('/')}${q}`,
  );

describe('localePath', () => {
  it.each([
    ['/', { lang: 'th', mobile: false }, '/th/index.htm'],
    ['', { lang: 'vi', mobile: true }, '/m/vi/index.htm'],
    ['/m/', { lang: 'en_US', mobile: false }, '/en_US/index.htm'],
    ['goods/price.htm', { lang: 'in', mobile: false }, '/in/goods/price.htm'],
    ['/en_US/login.htm?redirect=%2Fx', { lang: 'zh_CN', mobile: false }, '/zh_CN/login.htm?redirect=%2Fx'],
    ['/m/th/register.htm', { lang: 'ms_MY', mobile: false }, '/ms_MY/register.htm'],
    ['/th/register.htm', { lang: 'th', mobile: true }, '/m/th/register.htm'],
    ['/registerNext.htm', { lang: 'th', mobile: false }, '/registerNext.htm'],
    ['/registerNext.htm', { lang: 'th', mobile: true }, '/m/registerNext.htm'],
    ['/aboutUs.htm', { lang: 'th', mobile: false, withLang: false }, '/aboutUs.htm'],
    ['/blog/index.htm?source=pc', { lang: 'th', mobile: true }, '/blog/index.htm?source=pc'],
    ['/web/dashboard.htm', { lang: 'vi', mobile: true }, '/web/dashboard.htm'],
    ['/m/qrCodeDownload.htm', { lang: 'vi', mobile: true }, '/m/qrCodeDownload.htm'],
    ['leftCat/start', { lang: 'th', mobile: true }, '/th/leftCat/start'],
    ['/m/vi/leftCat/1_12', { lang: 'vi', mobile: true }, '/vi/leftCat/1_12'],
    ['detailPage/12/1/1203/1', { lang: 'in', mobile: true }, '/in/detailPage/12/1/1203/1'],
  ] as const)('%s with %o → %s', (input, options, expected) => {
    expect(localePath(input, options)).toBe(expected);
  });

  it('always starts with one slash and holds the language once, right after /m on mobile', () => {
    fc.assert(
      fc.property(anyPath, lang, fc.boolean(), (p, l, mobile) => {
        const out = localePath(p, { lang: l, mobile });
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        const parts = parsePath(out);
        expect(parts.mobile).toBe(mobile);
        expect(parts.lang).toBe(l);
        expect(out.split('/').filter((s) => (LANGUAGES as readonly string[]).includes(s))).toHaveLength(1);
      }),
    );
  });

  it('is idempotent and keeps the query', () => {
    fc.assert(
      fc.property(anyPath, lang, fc.boolean(), (p, l, mobile) => {
        const once = localePath(p, { lang: l, mobile });
        expect(localePath(once, { lang: l, mobile })).toBe(once);
        expect(parsePath(once).suffix).toBe(parsePath(p).suffix);
      }),
    );
  });

  it('turns a root path into the index page', () => {
    fc.assert(
      fc.property(
        lang,
        fc.boolean(),
        fc.constantFrom('', '/', '/m', '/m/', '/th', '/m/vi/'),
        (l, mobile, root) => {
          expect(parsePath(localePath(root, { lang: l, mobile })).rest).toBe('index.htm');
        },
      ),
    );
  });
});

describe('switchLanguagePath', () => {
  it('replaces only the language and switching back returns the same address', () => {
    fc.assert(
      fc.property(page.filter(Boolean), query, lang, lang, fc.boolean(), (p, q, from, to, mobile) => {
        const start = localePath(`/${p}${q}`, { lang: from, mobile });
        const switched = switchLanguagePath(start, to);
        expect(parsePath(switched)).toEqual({ ...parsePath(start), lang: to });
        expect(switchLanguagePath(switched, from)).toBe(start);
      }),
    );
  });

  it('leaves pages without a language segment alone', () => {
    expect(switchLanguagePath('/blog/articleDetails/3.htm?source=pc', 'th' as Language)).toBe(
      '/blog/articleDetails/3.htm?source=pc',
    );
    expect(switchLanguagePath('/registerNext.htm', 'vi')).toBe('/registerNext.htm');
  });
});

describe('devicePath', () => {
  it('adds /m for phones, removes it for desktops, and round-trips', () => {
    expect(devicePath('/th/goods/price.htm?x=1', true)).toBe('/m/th/goods/price.htm?x=1');
    expect(devicePath('/m/th/goods/price.htm?x=1', false)).toBe('/th/goods/price.htm?x=1');
    fc.assert(
      fc.property(page.filter(Boolean), lang, (p, l) => {
        const desktop = localePath(p, { lang: l, mobile: false });
        expect(devicePath(devicePath(desktop, true), false)).toBe(desktop);
      }),
    );
  });
});
