/**
 * The one route table (spec §2), used by the server and the client. Each route: a wouter path pattern,
 * the page module that renders it, its layout (spec names; `default` when a route names none), and
 * whether it carries the language segment. Mobile twins are generated for the pages that have one.
 */
import { parse } from 'regexparam';
import { isLang } from './rules/languages';

export type PageKey =
  | 'home'
  | 'introduction'
  | 'productIntroduce'
  | 'landing'
  | 'spxStatic'
  | 'staticRg'
  | 'thRegister'
  | 'pricing'
  | 'partners'
  | 'partnersConfig'
  | 'app'
  | 'qrCodeDownload'
  | 'about'
  | 'privacyPolicy'
  | 'terms'
  | 'notFound'
  | 'login'
  | 'register'
  | 'registerNext'
  | 'checkResult'
  | 'forgetPwd'
  | 'phoneForgetPwd'
  | 'train'
  | 'blogIndex'
  | 'blogArticle'
  | 'blogSearch'
  | 'blogTopic'
  | 'helpCategory'
  | 'helpDetail'
  | 'dashboard';

export type Device = 'desktop' | 'mobile';

export type RouteDef = {
  /** Unique, stable id: `desktop:goods/price.htm`, `mobile:login.htm` … */
  id: string;
  /** wouter pattern, e.g. `/:lang/goods/price.htm`. */
  pattern: string;
  device: Device;
  page: PageKey;
  /** Spec layout name, e.g. `login`, `m-staticpage`, `shopeeselleradspage`. */
  layout: string;
  /** The path carries `{lang}`. */
  hasLang: boolean;
  /** Fixed props for the page (e.g. which landing or introduction page). */
  props?: Record<string, string>;
  /** Prerender at build: the page has no per-request data. */
  static?: boolean;
};

/** The 17 advertising landing pages (file name → spec layout name). */
export const LANDING_PAGES = {
  brandAdsPage: 'brandadspage',
  captureAdsPage: 'captureadspage',
  captureAdsPage1: 'captureadspage1',
  dropshipAdsPage: 'dropshipadspage',
  dropshipAdsPage1: 'dropshipadspage1',
  eCommerceManagementToolsAdsPage: 'ecommercemanagementtoolsadspage',
  invoicingAdsPage: 'invoicingadspage',
  lazadaSellerAdsPage: 'lazadaselleradspage',
  lazadaSellerCenterAdsPage: 'lazadasellercenteradspage',
  onlineShoppingAdsPage: 'onlineshoppingadspage',
  sellGoodsOnlineAdvertisingPage: 'sellgoodsonlineadvertisingpage',
  sellGoodsSoftware: 'sellgoodssoftware',
  shopeeSellerAdsPage: 'shopeeselleradspage',
  shopeeSellerAdsPage1: 'shopeeselleradspage1',
  shopifySellerCentreAdsPage: 'shopifysellercentredspage',
  shopManagement: 'shopmanagement',
  tikTokSellerCentreAdsPage: 'tiktoksellercentredspage',
} as const;
export type LandingPage = keyof typeof LANDING_PAGES;

/** Spec: no m- layout exists for this landing page, so its phone version uses m-default. */
const LANDING_WITHOUT_MOBILE_LAYOUT: readonly LandingPage[] = ['sellGoodsOnlineAdvertisingPage'];

export const INTRODUCTION_PAGES = [
  'crawl',
  'data',
  'index',
  'inventory',
  'marketing',
  'order',
  'product',
] as const;
export const FEATURE_AREAS = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'] as const;

type Def = {
  path: string;
  page: PageKey;
  layout?: string;
  /** Layout on the phone twin; `false` = no phone twin (the desktop page serves every device). */
  mobile?: string | false;
  props?: Record<string, string>;
  static?: boolean;
  hasLang?: boolean;
};

const localized: Def[] = [
  { path: 'index.htm', page: 'home', static: true },
  { path: 'aboutUs.htm', page: 'about', static: true },
  { path: 'app.htm', page: 'app', static: true },
  ...FEATURE_AREAS.map(
    (area): Def => ({
      path: `${area}Introduce.htm`,
      page: 'productIntroduce',
      props: { area },
      static: true,
    }),
  ),
  ...INTRODUCTION_PAGES.map(
    (name): Def => ({
      path: `introduction/${name}.htm`,
      page: 'introduction',
      props: { name },
      static: true,
    }),
  ),
  { path: 'check/pass/result.htm', page: 'checkResult', layout: 'login', mobile: 'm-login' },
  { path: 'login.htm', page: 'login', layout: 'login', mobile: 'm-login' },
  { path: 'register.htm', page: 'register', layout: 'login', mobile: 'm-login' },
  { path: 'forgetPwd.htm', page: 'forgetPwd', layout: 'login', mobile: 'm-login' },
  { path: 'phoneForgetPassword.htm', page: 'phoneForgetPwd', layout: 'login', mobile: 'm-login' },
  { path: 'privacyPolicy.htm', page: 'privacyPolicy', layout: 'staticpage', mobile: 'm-staticpage' },
  { path: 'terms.htm', page: 'terms', layout: 'staticpage', mobile: 'm-staticpage' },
  { path: 'page404.htm', page: 'notFound', layout: 'nofooter', mobile: 'm-nofooter', static: true },
  { path: 'handlerTrain.htm', page: 'train', layout: 'custom', mobile: 'm-default' },
  { path: 'goods/price.htm', page: 'pricing' },
  { path: 'partners.htm', page: 'partners' },
  { path: 'partners/config.htm', page: 'partnersConfig', static: true },
  ...(Object.entries(LANDING_PAGES) as [LandingPage, string][]).map(
    ([name, layout]): Def => ({
      path: `frontend/${name}.html`,
      page: 'landing',
      layout,
      mobile: LANDING_WITHOUT_MOBILE_LAYOUT.includes(name) ? 'm-default' : `m-${layout}`,
      props: { name },
      static: true,
    }),
  ),
  { path: 'frontend/spxStaticPage.html', page: 'spxStatic', layout: 'staticpage', mobile: 'm-staticpage' },
  { path: 'frontend/staticRg.html', page: 'staticRg', layout: 'empty', mobile: 'm-empty', static: true },
  {
    path: 'detailPage/:cid/:type/:commonErrorCategoryId/:id/:status',
    page: 'helpDetail',
    layout: 'help',
    mobile: false,
  },
  { path: 'detailPage/:cid/:type/:id/:status', page: 'helpDetail', layout: 'help', mobile: false },
  { path: 'leftCat/:type', page: 'helpCategory', layout: 'help', mobile: false },
];

const mobileOnly: Def[] = [{ path: 'frontend/thRegister.htm', page: 'thRegister', layout: 'm-thlogin' }];

const unprefixed: Def[] = [
  { path: '/registerNext.htm', page: 'registerNext', layout: 'login', mobile: 'm-login', hasLang: false },
  {
    path: '/m/qrCodeDownload.htm',
    page: 'qrCodeDownload',
    layout: 'm-empty',
    mobile: false,
    hasLang: false,
    static: true,
  },
  { path: '/web/dashboard.htm', page: 'dashboard', layout: 'nofooter', mobile: false, hasLang: false },
  { path: '/blog/index.htm', page: 'blogIndex', layout: 'blog', mobile: false, hasLang: false },
  { path: '/blog/search.htm', page: 'blogSearch', layout: 'blog', mobile: false, hasLang: false },
  {
    path: '/blog/articleDetails/:id.htm',
    page: 'blogArticle',
    layout: 'blog',
    mobile: false,
    hasLang: false,
  },
  {
    path: '/blog/articleDetails/:id/:title.htm',
    page: 'blogArticle',
    layout: 'blog',
    mobile: false,
    hasLang: false,
  },
  {
    path: '/blog/topicsContent/:id/:topics.htm',
    page: 'blogTopic',
    layout: 'blog',
    mobile: false,
    hasLang: false,
  },
];

function build(): RouteDef[] {
  const out: RouteDef[] = [];
  const add = (device: Device, pattern: string, def: Def, layout: string) =>
    out.push({
      id: `${device}:${pattern}`,
      pattern,
      device,
      page: def.page,
      layout,
      hasLang: def.hasLang ?? true,
      ...(def.props ? { props: def.props } : {}),
      ...(def.static ? { static: true } : {}),
    });
  for (const def of localized) {
    add('desktop', `/:lang/${def.path}`, def, def.layout ?? 'default');
    if (def.mobile !== false)
      add('mobile', `/m/:lang/${def.path}`, def, def.mobile ?? mobileLayout(def.layout));
  }
  for (const def of mobileOnly) add('mobile', `/m/:lang/${def.path}`, def, def.layout ?? 'm-default');
  for (const def of unprefixed) {
    if (def.path.startsWith('/m/')) {
      add('mobile', def.path, def, def.layout ?? 'm-default');
      continue;
    }
    add('desktop', def.path, def, def.layout ?? 'default');
    if (def.mobile) add('mobile', `/m${def.path}`, def, def.mobile);
  }
  return out;
}

function mobileLayout(layout: string | undefined): string {
  return !layout || layout === 'default' || layout === 'custom' ? 'm-default' : `m-${layout}`;
}

export const ROUTES: readonly RouteDef[] = build();

const compiled = ROUTES.map((route) => ({ route, ...parse(route.pattern) }));

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

/** Finds the route of a pathname (no query), or undefined (→ the 404 page). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const { route, pattern, keys } of compiled) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      params[key] = safeDecode(m[i + 1] ?? '');
    });
    // `{lang}` is one of the six codes, so /blog/index.htm is not the home page in language "blog".
    if ('lang' in params && !isLang(params.lang)) continue;
    return { route, params };
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route of the same page on the other device, if it has one. */
export function twinRoute(route: RouteDef): RouteDef | undefined {
  const other: Device = route.device === 'desktop' ? 'mobile' : 'desktop';
  return ROUTES.find(
    (r) =>
      r.device === other && r.page === route.page && sameProps(r.props, route.props) && samePath(r, route),
  );
}

function sameProps(a?: Record<string, string>, b?: Record<string, string>): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

function samePath(a: RouteDef, b: RouteDef): boolean {
  const strip = (p: string) => p.replace(/^\/m(?=\/)/, '');
  return strip(a.pattern) === strip(b.pattern);
}
