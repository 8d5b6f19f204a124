/**
 * The one route table (spec §2), matched by wouter on the server. Each route: a wouter (regexparam) path pattern,
 * the page module that renders it, its layout (spec names; `default` when a route names none), and
 * whether it carries the language segment. Mobile twins are generated for the pages that have one.
 */
import { FEATURE_AREAS, INTRODUCTION_PAGES } from '@sellwise/api/contract/feature-areas';
import { isLanguage } from '@sellwise/api/contract/languages';
import {
  LANDING_PAGES,
  type LandingPage,
  type LayoutName,
  phoneLayout,
} from '@sellwise/api/contract/layouts';
import {
  APP_STORE_LINKS,
  areaIntroducePath,
  introductionPath,
  MOBILE_PREFIX,
  LANG_PAGE_PATHS as PAGE,
  ROOT_PAGE_PATHS as ROOT,
} from '@sellwise/api/contract/paths';
import { parse } from 'regexparam';
import { matchRoute as wouterMatch } from 'wouter';

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

export type ContentKeeping = 'any-query' | 'no-query';

export type RouteDef = {
  /** Unique, stable id: `desktop:goods/price.htm`, `mobile:login.htm` … */
  id: string;
  /** wouter (regexparam) pattern, e.g. `/:lang/goods/price.htm`. */
  pattern: string;
  device: Device;
  page: PageKey;
  /** Spec layout name, e.g. `login`, `m-staticpage`, `shopeeselleradspage`. */
  layout: LayoutName;
  /** The path carries `{lang}`. */
  hasLang: boolean;
  /** Fixed props for the page (e.g. which landing or introduction page). */
  props?: Record<string, string>;
  /** Prerender at build: the page has no per-request data. */
  static?: boolean;
  /**
   * A content page (its data is the content's, the same for every visitor): kept for every visitor who is
   * not signed in, per address, language and device, until the content changes (issue 28). `no-query`:
   * only its address without a query (a search page with a query is a search, not content).
   */
  content?: ContentKeeping;
  /**
   * Navigation rule 6: this address is answered by a redirect, not its page (`page` is where it leads). A
   * path under the language (`login.htm`) or an absolute one (`/registerNext.htm`) gets the visitor's
   * language and device; an `https://` URL is external: a full navigation to another site.
   */
  redirect?: string;
};

type Def = {
  path: string;
  page: PageKey;
  layout?: LayoutName;
  /** Layout on the phone twin; `false` = no phone twin (the desktop page serves every device). */
  mobile?: LayoutName | false;
  props?: Record<string, string>;
  static?: boolean;
  content?: ContentKeeping;
  hasLang?: boolean;
  redirect?: string;
};

const localized: Def[] = [
  { path: PAGE.home, page: 'home', static: true },
  { path: PAGE.about, page: 'about', static: true },
  { path: PAGE.app, page: 'app', static: true },
  ...FEATURE_AREAS.map(
    (area): Def => ({
      path: areaIntroducePath(area),
      page: 'productIntroduce',
      props: { area },
      static: true,
    }),
  ),
  ...INTRODUCTION_PAGES.map(
    (name): Def => ({
      path: introductionPath(name),
      page: 'introduction',
      props: { name },
      static: true,
    }),
  ),
  { path: PAGE.checkResult, page: 'checkResult', layout: 'login', mobile: 'm-login', content: 'any-query' },
  { path: PAGE.login, page: 'login', layout: 'login', mobile: 'm-login' },
  { path: PAGE.register, page: 'register', layout: 'login', mobile: 'm-login' },
  { path: PAGE.forgetPwd, page: 'forgetPwd', layout: 'login', mobile: 'm-login' },
  { path: PAGE.phoneForgetPwd, page: 'phoneForgetPwd', layout: 'login', mobile: 'm-login' },
  {
    path: PAGE.privacyPolicy,
    page: 'privacyPolicy',
    layout: 'staticpage',
    mobile: 'm-staticpage',
    content: 'any-query',
  },
  { path: PAGE.terms, page: 'terms', layout: 'staticpage', mobile: 'm-staticpage', content: 'any-query' },
  { path: PAGE.notFound, page: 'notFound', layout: 'nofooter', mobile: 'm-nofooter', static: true },
  { path: PAGE.train, page: 'train', layout: 'custom', mobile: 'm-default' },
  { path: PAGE.pricing, page: 'pricing', content: 'any-query' },
  { path: PAGE.partners, page: 'partners', content: 'any-query' },
  { path: PAGE.partnersConfig, page: 'partnersConfig', static: true },
  ...(Object.entries(LANDING_PAGES) as [LandingPage, LayoutName][]).map(
    ([name, layout]): Def => ({
      path: `frontend/${name}.html`,
      page: 'landing',
      layout,
      mobile: phoneLayout(layout),
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
    content: 'any-query',
  },
  {
    path: 'detailPage/:cid/:type/:id/:status',
    page: 'helpDetail',
    layout: 'help',
    mobile: false,
    content: 'any-query',
  },
  { path: 'leftCat/:type', page: 'helpCategory', layout: 'help', mobile: false, content: 'any-query' },
  // The spec's `/{lang}/Index`: the home page's old name.
  { path: 'Index', page: 'home', redirect: PAGE.home },
];

const mobileOnly: Def[] = [{ path: PAGE.thRegister, page: 'thRegister', layout: 'm-thlogin' }];

const unprefixed: Def[] = [
  // Old addresses without a language (spec §2, "Other paths seen"): the page in the visitor's language.
  { path: `/${PAGE.login}`, page: 'login', mobile: false, hasLang: false, redirect: PAGE.login },
  { path: `/${PAGE.notFound}`, page: 'notFound', mobile: false, hasLang: false, redirect: PAGE.notFound },
  { path: `/${PAGE.home}`, page: 'home', mobile: false, hasLang: false, redirect: PAGE.home },
  // Short addresses for print and QR codes: the app's store listings, on other sites.
  { path: '/download/ios', page: 'app', mobile: false, hasLang: false, redirect: APP_STORE_LINKS.appStore },
  {
    path: '/download/android',
    page: 'app',
    mobile: false,
    hasLang: false,
    redirect: APP_STORE_LINKS.googlePlay,
  },
  { path: ROOT.registerNext, page: 'registerNext', layout: 'login', mobile: 'm-login', hasLang: false },
  {
    path: ROOT.qrCodeDownload,
    page: 'qrCodeDownload',
    layout: 'm-empty',
    mobile: false,
    hasLang: false,
    static: true,
  },
  { path: ROOT.dashboard, page: 'dashboard', layout: 'nofooter', mobile: false, hasLang: false },
  {
    path: ROOT.blogIndex,
    page: 'blogIndex',
    layout: 'blog',
    mobile: false,
    hasLang: false,
    content: 'any-query',
  },
  {
    path: ROOT.blogSearch,
    page: 'blogSearch',
    layout: 'blog',
    mobile: false,
    hasLang: false,
    content: 'no-query',
  },
  {
    path: '/blog/articleDetails/:id.htm',
    page: 'blogArticle',
    layout: 'blog',
    mobile: false,
    hasLang: false,
    content: 'any-query',
  },
  {
    path: '/blog/articleDetails/:id/:title.htm',
    page: 'blogArticle',
    layout: 'blog',
    mobile: false,
    hasLang: false,
    content: 'any-query',
  },
  {
    path: '/blog/topicsContent/:id/:topics.htm',
    page: 'blogTopic',
    layout: 'blog',
    mobile: false,
    hasLang: false,
    content: 'any-query',
  },
];

function build(): RouteDef[] {
  const out: RouteDef[] = [];
  const add = (device: Device, pattern: string, def: Def, layout: LayoutName) =>
    out.push({
      id: `${device}:${pattern}`,
      pattern,
      device,
      page: def.page,
      layout,
      hasLang: def.hasLang ?? true,
      ...(def.props ? { props: def.props } : {}),
      ...(def.static ? { static: true } : {}),
      ...(def.content ? { content: def.content } : {}),
      ...(def.redirect ? { redirect: def.redirect } : {}),
    });
  for (const def of localized) {
    add('desktop', `/:lang/${def.path}`, def, def.layout ?? 'default');
    if (def.mobile !== false)
      add('mobile', `${MOBILE_PREFIX}/:lang/${def.path}`, def, def.mobile ?? phoneLayout(def.layout));
  }
  for (const def of mobileOnly)
    add('mobile', `${MOBILE_PREFIX}/:lang/${def.path}`, def, def.layout ?? 'm-default');
  for (const def of unprefixed) {
    if (def.path.startsWith(`${MOBILE_PREFIX}/`)) {
      add('mobile', def.path, def, def.layout ?? 'm-default');
      continue;
    }
    add('desktop', def.path, def, def.layout ?? 'default');
    if (def.mobile) add('mobile', `${MOBILE_PREFIX}${def.path}`, def, def.mobile);
  }
  return out;
}

export const ROUTES: readonly RouteDef[] = build();

// wouter does the matching, with its own default parser (regexparam) run once per pattern, not per request.
const parsed = new Map(ROUTES.map((route) => [route.pattern, parse(route.pattern)]));
const parser = (pattern: string) => parsed.get(pattern) ?? parse(pattern);

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

/** Finds the route of a pathname (no query), or undefined (→ the 404 page). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of ROUTES) {
    const [matched, found] = wouterMatch<Record<string, string | undefined>>(parser, route.pattern, pathname);
    if (!matched) continue;
    // wouter also returns positional captures; keep the named ones.
    const params: Record<string, string> = {};
    for (const key of parser(route.pattern).keys) params[key] = safeDecode(found[key] ?? '');
    // `{lang}` is one of the six codes, so /blog/index.htm is not the home page in language "blog".
    if ('lang' in params && !isLanguage(params.lang)) continue;
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

/**
 * A phone address of a page that has no phone twin (the blog, the help centre, the dashboard: one
 * responsive page for every device): the same address without `/m`, query kept; else undefined.
 */
export function desktopOnlyAddress(pathname: string, search = ''): string | undefined {
  if (!pathname.startsWith(`${MOBILE_PREFIX}/`)) return undefined;
  const desktop = pathname.slice(MOBILE_PREFIX.length);
  const match = matchRoute(desktop);
  if (match?.route.device !== 'desktop' || twinRoute(match.route)) return undefined;
  return desktop + search;
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
