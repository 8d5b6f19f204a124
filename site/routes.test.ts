import {
  DESKTOP_LAYOUTS,
  LANDING_PAGES,
  LANDING_PAGES_WITHOUT_PHONE_LAYOUT,
  LANGUAGES,
  type LandingPage,
  PHONE_LAYOUTS,
} from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { desktopOnlyAddress, matchRoute, ROUTES, twinRoute } from './routes';
import { localePath } from './rules/paths';

describe('route table', () => {
  it('has unique ids and patterns', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/th/index.htm', 'home', 'default', { lang: 'th' }],
    ['/m/vi/index.htm', 'home', 'm-default', { lang: 'vi' }],
    ['/in/goods/price.htm', 'pricing', 'default', { lang: 'in' }],
    ['/zh_CN/login.htm', 'login', 'login', { lang: 'zh_CN' }],
    ['/m/zh_CN/login.htm', 'login', 'm-login', { lang: 'zh_CN' }],
    ['/en_US/check/pass/result.htm', 'checkResult', 'login', { lang: 'en_US' }],
    ['/th/introduction/crawl.htm', 'introduction', 'default', { lang: 'th' }],
    ['/th/productIntroduce.htm', 'productIntroduce', 'default', { lang: 'th' }],
    ['/th/frontend/shopifySellerCentreAdsPage.html', 'landing', 'shopifysellercentredspage', { lang: 'th' }],
    ['/m/th/frontend/shopeeSellerAdsPage1.html', 'landing', 'm-shopeeselleradspage1', { lang: 'th' }],
    ['/m/th/frontend/sellGoodsOnlineAdvertisingPage.html', 'landing', 'm-default', { lang: 'th' }],
    ['/m/th/frontend/thRegister.htm', 'thRegister', 'm-thlogin', { lang: 'th' }],
    ['/th/privacyPolicy.htm', 'privacyPolicy', 'staticpage', { lang: 'th' }],
    ['/m/th/terms.htm', 'terms', 'm-staticpage', { lang: 'th' }],
    [
      '/th/detailPage/12/1/1203/1',
      'helpDetail',
      'help',
      { lang: 'th', cid: '12', type: '1', id: '1203', status: '1' },
    ],
    [
      '/th/detailPage/9/1/9/1031/1',
      'helpDetail',
      'help',
      { lang: 'th', cid: '9', type: '1', commonErrorCategoryId: '9', id: '1031', status: '1' },
    ],
    ['/th/leftCat/start', 'helpCategory', 'help', { lang: 'th', type: 'start' }],
    ['/th/leftCat/1_12', 'helpCategory', 'help', { lang: 'th', type: '1_12' }],
    ['/registerNext.htm', 'registerNext', 'login', {}],
    ['/m/registerNext.htm', 'registerNext', 'm-login', {}],
    ['/m/qrCodeDownload.htm', 'qrCodeDownload', 'm-empty', {}],
    ['/web/dashboard.htm', 'dashboard', 'nofooter', {}],
    ['/blog/index.htm', 'blogIndex', 'blog', {}],
    ['/blog/articleDetails/7.htm', 'blogArticle', 'blog', { id: '7' }],
    [
      '/blog/articleDetails/7/shopee-listing-seo.htm',
      'blogArticle',
      'blog',
      { id: '7', title: 'shopee-listing-seo' },
    ],
    ['/blog/topicsContent/2/operations.htm', 'blogTopic', 'blog', { id: '2', topics: 'operations' }],
    ['/th/partners/config.htm', 'partnersConfig', 'default', { lang: 'th' }],
  ])('%s → %s in layout %s', (path, page, layout, params) => {
    const match = matchRoute(path);
    expect(match?.route.page).toBe(page);
    expect(match?.route.layout).toBe(layout);
    expect(match?.params).toEqual(params);
  });

  it('has every advertising landing page on desktop and phone', () => {
    for (const name of Object.keys(LANDING_PAGES)) {
      expect(matchRoute(`/th/frontend/${name}.html`)?.route.page).toBe('landing');
      expect(matchRoute(`/m/th/frontend/${name}.html`)?.route.page).toBe('landing');
    }
  });

  it('answers nothing for unknown paths', () => {
    expect(matchRoute('/th/nope.htm')).toBeUndefined();
    expect(matchRoute('/th/frontend/unknownAdsPage.html')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
  });

  it('gives each phone page a desktop twin and back', () => {
    for (const route of ROUTES.filter(
      (r) => r.device === 'mobile' && r.page !== 'thRegister' && r.page !== 'qrCodeDownload',
    )) {
      const twin = twinRoute(route);
      expect(twin?.device, route.id).toBe('desktop');
      expect(twinRoute(twin!)).toBe(route);
    }
  });

  it('uses only spec layout names: a landing page its own, on phones its m- twin where the spec has one', () => {
    const landings = Object.entries(LANDING_PAGES) as [LandingPage, string][];
    const known = [
      ...DESKTOP_LAYOUTS,
      ...PHONE_LAYOUTS,
      ...landings.map(([, layout]) => layout),
      ...landings
        .filter(([name]) => !LANDING_PAGES_WITHOUT_PHONE_LAYOUT.includes(name))
        .map(([, layout]) => `m-${layout}`),
    ];
    for (const route of ROUTES) expect(known).toContain(route.layout);
  });

  it('matches the route in every language', () => {
    for (const lang of LANGUAGES) expect(matchRoute(`/${lang}/aboutUs.htm`)?.params.lang).toBe(lang);
  });

  it('links to a page without a phone twin from a phone page without /m, and answers its /m address with it', () => {
    // A sample address of each pattern: every parameter filled in.
    const sample = (pattern: string) =>
      pattern
        .replace(':lang', 'th')
        .replace(/:(\w+)/g, (_, name: string) => (name === 'type' ? 'start' : '7'));
    const desktopOnly = ROUTES.filter((r) => r.device === 'desktop' && !r.redirect && !twinRoute(r));
    expect(desktopOnly.map((r) => r.page)).toEqual(
      expect.arrayContaining(['helpCategory', 'helpDetail', 'blogIndex', 'blogArticle', 'blogTopic']),
    );
    for (const route of desktopOnly) {
      const path = sample(route.pattern);
      expect(localePath(path, { lang: 'th', mobile: true }), route.id).toBe(path);
      expect(desktopOnlyAddress(`/m${path}`, '?q=1'), route.id).toBe(`${path}?q=1`);
    }
    for (const route of ROUTES.filter((r) => r.device === 'desktop' && twinRoute(r)))
      expect(desktopOnlyAddress(`/m${sample(route.pattern)}`), route.id).toBeUndefined();
  });
});
