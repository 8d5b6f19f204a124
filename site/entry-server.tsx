/**
 * Server rendering: applies the spec's rules to a request (redirects, 404), runs the page loader,
 * and streams the page with its head and serialised state. Built by Vite for Node (dist/server).
 */
import { isLanguage, LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import type { LayoutName } from '@sellwise/api/contract/layouts';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { returnPath } from '@sellwise/pages/auth/login/return-path';
import type { PageMeta } from '@sellwise/pages/types';
import { renderToReadableStream } from 'react-dom/server';
import { ApiClient } from './api/client';
import { createPageApi } from './api/page-api';
import { App, CHROME_NAMESPACES, type PageState, SITE_WIDE_NAMESPACES } from './app/app';
import { renderHead, safeJson } from './app/head';
import { loadPage } from './app/page-registry';
import { STATE_ID } from './app/state-id';
import { type PublicConfig, publicConfig, type ServerConfig } from './config';
import { LANG_COOKIE, LOCALE_COOKIE, languageCookies, parseCookies } from './intl/cookies';
import { getIntl, pageMessages } from './intl/server-intl';
import { COMPILED_MESSAGES_ID, forBrowser } from './intl/shipped';
import {
  acceptsGzip,
  keepPage,
  knowsVisitor,
  mayKeep,
  NONCE_STAND_IN,
  pageBody,
  pageCache,
  pageCacheKey,
  pageGzip,
  stateJson,
} from './render/page-cache';
import { desktopOnlyAddress, matchRoute, type PageKey, ROUTES, type RouteDef, twinRoute } from './routes';
import { detectLanguage } from './rules/detect-language';
import { DEVICE_COOKIE, deviceCheckScript, isMobileRequest } from './rules/device';
import { errorScreenAction, fatalError, withoutSessionMarker } from './rules/navigation';
import { devicePath, localePath, parsePath } from './rules/paths';
import {
  blogLanguageRedirect,
  hasUndefinedSegment,
  LOGIN_TOKEN_COOKIE,
  loginRedirect,
} from './rules/request-redirects';
import type { ContentIndexLoader } from './server/content-index';
import { ATOM_TYPE, atomFeed } from './server/feed';
import { NONCE_PLACEHOLDER, type StaticChoice } from './server/static-answers';

export type RenderDeps = {
  config: ServerConfig;
  /** How the server reaches the API: the in-process app, or the network when API_BASE_URL is set. */
  apiFetch: typeof fetch;
  apiBaseUrl: string;
  assets: { script: string; css: string[]; preload: string[] };
  nonce: string;
  /** Rendered static pages (no loader, no query, no visitor state), kept for the life of the process. */
  staticCache?: Map<string, Promise<string>>;
  /** The (cached) content index: the blog feeds are built from it. */
  contentIndex?: ContentIndexLoader;
  /** The content version the API last reported: a content page kept for every visitor is stamped with it. */
  contentVersion?: () => string | undefined;
};

export type RenderResult = {
  status: number;
  headers: Record<string, string | string[]>;
  body: ReadableStream | Uint8Array<ArrayBuffer> | string | null;
  /** A page kept for every visitor (body: its HTML with nonce stand-ins): the server sends its kept answer. */
  kept?: StaticChoice;
  /**
   * Body: HTML rendered with the nonce stand-in, not kept (a content page's 404 or 503): sent once, its
   * scripts allowed by hash.
   */
  nonceless?: true;
};

const redirect = (location: string, cookies: string[] = []): RenderResult => ({
  status: 302,
  headers: { location, ...(cookies.length ? { 'set-cookie': cookies } : {}) },
  body: null,
});

/** The 404 page's layout on a device, as the route table gives it (the phone one on phones). */
function notFoundLayout(mobile: boolean): LayoutName {
  const device = mobile ? 'mobile' : 'desktop';
  return ROUTES.find((r) => r.page === 'notFound' && r.device === device)?.layout ?? 'default';
}

/** What the rules read of a request: all a decision needs, without a `Request` (the fast path has none). */
export type RequestFacts = {
  pathname: string;
  /** `?…` as in the address, or ''. */
  search: string;
  cookie?: string | null;
  userAgent?: string | null;
  chUaMobile?: string | null;
  acceptLanguage?: string | null;
};

export function requestFacts(request: Request): RequestFacts {
  const url = new URL(request.url);
  return {
    pathname: url.pathname,
    search: url.search,
    cookie: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
    chUaMobile: request.headers.get('sec-ch-ua-mobile'),
    acceptLanguage: request.headers.get('accept-language'),
  };
}

/** The visitor's language when the address names none: cookies, then the browser (spec §2). */
function factsLanguage(facts: RequestFacts): Language {
  const cookies = parseCookies(facts.cookie ?? null);
  return detectLanguage({
    path: facts.pathname,
    query: new URLSearchParams(facts.search),
    langCookie: cookies[LANG_COOKIE],
    localeCookie: cookies[LOCALE_COOKIE],
    browserLanguages: facts.acceptLanguage ?? undefined,
  });
}

function requestLanguage(request: Request): Language {
  return factsLanguage(requestFacts(request));
}

/**
 * `/blog/feed.xml?lang={lang}`: the Atom feed of the blog in one language; without a known `lang`, in the
 * visitor's language. 503 while the API cannot list the articles.
 */
export async function blogFeed(
  request: Request,
  deps: Pick<RenderDeps, 'config' | 'contentIndex'>,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const asked = new URL(request.url).searchParams.get('lang');
  const lang = isLanguage(asked) ? asked : requestLanguage(request);
  const index = await deps.contentIndex?.();
  if (!index)
    return {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
      body: 'The blog feed is not available right now.\n',
    };
  const intl = await getIntl(lang);
  const text = (id: string) => (intl.messages[id] === undefined ? undefined : intl.formatMessage({ id }));
  const siteName = intl.formatMessage({ id: 'pages.common.meta.siteName' });
  const texts = {
    title: text('pages.blog.index.title') ?? siteName,
    subtitle: text('pages.blog.index.intro'),
    author: siteName,
  };
  return {
    status: 200,
    headers: {
      'content-type': ATOM_TYPE,
      'cache-control': 'public, max-age=300',
      ...(isLanguage(asked) ? {} : { vary: 'Cookie, Accept-Language' }),
    },
    body: atomFeed({ origin: deps.config.siteOrigin, lang, index, texts }),
  };
}

/** What the spec's rules make of a request, before anything is rendered. */
type Decision =
  | { kind: 'answer'; result: RenderResult }
  | { kind: 'notFound'; lang: Language; mobile: boolean }
  | { kind: 'page'; route: RouteDef; params: Record<string, string>; lang: Language; mobile: boolean };

function decide(facts: RequestFacts, config: ServerConfig): Decision {
  const { pathname, search } = facts;
  const cookies = parseCookies(facts.cookie ?? null);
  // The browser's measured class (its device cookie) wins over the user agent: docs/product.md.
  const mobileDevice = isMobileRequest({
    userAgent: facts.userAgent,
    chUaMobile: facts.chUaMobile,
    deviceCookie: cookies[DEVICE_COOKIE],
  });
  const detected = () => factsLanguage(facts);

  // Rule 8: an old link's session id (`;jsessionid=…`) is dropped, and the clean address opened.
  const cleaned = withoutSessionMarker(pathname);
  if (cleaned !== undefined) return { kind: 'answer', result: redirect(cleaned + search) };
  const blog = blogLanguageRedirect(pathname + search);
  if (blog)
    return {
      kind: 'answer',
      result: redirect(blog.location, languageCookies(blog.lang, { secure: config.https })),
    };
  // A root path (`/`, `/m/`, `/th`, `/m/th/` …) becomes that language's index page, for this device.
  const root = parsePath(pathname);
  if (root.rest === '') {
    const to = localePath('/', { lang: root.lang ?? detected(), mobile: mobileDevice });
    return { kind: 'answer', result: redirect(to + search) };
  }

  const broken = hasUndefinedSegment(pathname);
  const match = broken ? undefined : matchRoute(pathname);
  // The blog and the help centre are one responsive page for every device: their `/m` address (an old
  // link, or a phone page's) moves permanently to the page itself.
  const desktop = match || broken ? undefined : desktopOnlyAddress(pathname, search);
  if (desktop) return { kind: 'answer', result: { status: 301, headers: { location: desktop }, body: null } };
  const lang: Language = isLanguage(match?.params.lang) ? match.params.lang : detected();
  if (!match) return { kind: 'notFound', lang, mobile: mobileDevice };

  const { route } = match;
  // Rule 6: the route table's redirect: another site as it is, a page of this one in the visitor's
  // language and for this device.
  if (route.redirect) {
    const external = /^https?:\/\//.test(route.redirect);
    const to = external
      ? route.redirect
      : localePath(route.redirect + search, { lang, mobile: mobileDevice });
    return { kind: 'answer', result: redirect(to) };
  }
  // Rule 1 before the device twin: a logged-in visitor goes straight to the dashboard, or to the
  // same-site page its `?redirect=` asked for.
  const toDashboard = loginRedirect(pathname, cookies);
  if (toDashboard) {
    const asked = new URLSearchParams(search).get('redirect');
    return { kind: 'answer', result: redirect(returnPath(asked, config.siteOrigin) ?? toDashboard) };
  }
  const wantsOther = route.device === 'desktop' ? mobileDevice : !mobileDevice;
  if (wantsOther && twinRoute(route))
    return { kind: 'answer', result: redirect(devicePath(pathname + search, mobileDevice)) };

  // A page with no phone twin (blog, help centre, dashboard) is one responsive page: a phone gets it
  // in the phone frame.
  const mobile = route.device === 'mobile' || (mobileDevice && !twinRoute(route));
  return { kind: 'page', route, params: { ...match.params, ...route.props }, lang, mobile };
}

/** The key of the 404 page kept per language and device. */
export const notFoundKey = (lang: Language, mobile: boolean) =>
  `notFound:${lang}:${mobile ? 'mobile' : 'desktop'}`;

// A static page's answer depends on the device (the /m twin redirect, or the phone frame): the device
// cookie, else the user agent.
const DEVICE_VARY = ['User-Agent', 'Sec-CH-UA-Mobile', 'Cookie'];

/**
 * The page kept for every visitor that this request gets, or undefined when it gets something else (a
 * redirect, a live render). The same rules as `render()`, which answers with that very page: a static
 * route without a query, on the device its address is for, and not redirected (log-in cookie, device
 * twin); or the 404 page, kept per language and device, whatever the unknown address was.
 */
export function staticChoice(facts: RequestFacts, config: ServerConfig): StaticChoice | undefined {
  const decision = decide(facts, config);
  if (decision.kind === 'notFound')
    return {
      key: notFoundKey(decision.lang, decision.mobile),
      status: 404,
      // Without a language in the address, the language comes from cookies and the browser.
      vary: [...DEVICE_VARY, 'Accept-Language'],
      shared: false,
    };
  if (decision.kind !== 'page') return undefined;
  if (decision.route.content) return contentChoice(decision, facts);
  if (!decision.route.static || facts.search) return undefined;
  // Kept as rendered for its own device only (a phone on a twinless page gets the phone frame, live).
  if (decision.mobile !== (decision.route.device === 'mobile')) return undefined;
  // A page the log-in cookie redirects (rule 1) is the same bytes for everyone without it.
  const byCookie = !!loginRedirect(facts.pathname, { [LOGIN_TOKEN_COOKIE]: '1' });
  return {
    key: facts.pathname,
    status: 200,
    vary: DEVICE_VARY,
    shared: !byCookie,
  };
}

/**
 * A content page (pricing, partners, legal, blog, help, the result page) is the same for every visitor
 * the site does not know: kept per address (query included), language and device. A signed-in visitor's
 * page is rendered for them alone.
 */
function contentChoice(
  decision: Extract<Decision, { kind: 'page' }>,
  facts: RequestFacts,
): StaticChoice | undefined {
  const { route, lang, mobile } = decision;
  if (route.content === 'no-query' && facts.search) return undefined;
  if (knowsVisitor(facts.cookie)) return undefined;
  return {
    key: `content:${lang}:${mobile ? 'mobile' : 'desktop'}:${facts.pathname}${facts.search}`,
    status: 200,
    // An address without its language (the blog) is in the language of the cookie or the browser.
    vary: route.hasLang ? DEVICE_VARY : [...DEVICE_VARY, 'Accept-Language'],
    shared: true,
    content: true,
  };
}

export async function render(request: Request, deps: RenderDeps): Promise<RenderResult> {
  const facts = requestFacts(request);
  const decision = decide(facts, deps.config);
  if (decision.kind === 'answer') return decision.result;
  const { lang, mobile } = decision;
  try {
    return await renderDecision(decision, facts, request, deps);
  } catch (error) {
    // Rule 8, the error screen: a page that cannot be rendered sends the visitor to the 404 page (a
    // broken 404 page itself is a plain 500) and is reported as fatal.
    console.error('fatal', request.url, fatalError(error));
    if (decision.kind === 'notFound' || decision.route.page === 'notFound') throw error;
    return redirect(errorScreenAction(facts.pathname + facts.search, { lang, mobile }).redirect);
  }
}

async function renderDecision(
  decision: Exclude<Decision, { kind: 'answer' }>,
  facts: RequestFacts,
  request: Request,
  deps: RenderDeps,
): Promise<RenderResult> {
  const kept = deps.staticCache ? staticChoice(facts, deps.config) : undefined;
  if (decision.kind === 'notFound') {
    const { lang, mobile } = decision;
    // The 404 page's twin is itself, rendered again for the other device.
    const variant = { mobile, twin: '' };
    if (!kept)
      return renderPage(
        'notFound',
        notFoundLayout(mobile),
        { path: facts.pathname },
        lang,
        variant,
        request,
        deps,
        404,
      );
    // Kept once per language and device, so it cannot show the address: the page fills it in (from
    // location) in the browser. Its own address is the 404 page's.
    const own = new Request(new URL(`/${lang}/${LANG_PAGE_PATHS.notFound}`, request.url));
    return keptPage(kept, deps, (d) =>
      renderPage('notFound', notFoundLayout(mobile), { path: '' }, lang, variant, own, d, 404),
    );
  }
  const { route, params, lang, mobile } = decision;
  const variant = { mobile, twin: twinAddress(route, facts.pathname, mobile) };
  if (kept?.content)
    // Rendered from its address alone (no cookie: the API sees no one), the language and device decided.
    return keptContent(kept, deps, (d) =>
      renderPage(route.page, route.layout, params, lang, variant, new Request(request.url), d),
    );
  if (kept)
    // Rendered from its address alone (no cookie, no encoding): the same page for every visitor.
    return keptPage(kept, deps, (d) =>
      renderPage(route.page, route.layout, params, lang, variant, new Request(request.url), d),
    );
  // The 404 page's own address rendered live (with a query): the server writes the address in, as for
  // any unknown address; only the kept page leaves it to its inline script (allowed by hash, not nonce).
  const live = route.page === 'notFound' ? { ...params, path: facts.pathname } : params;
  return renderPage(route.page, route.layout, live, lang, variant, request, deps);
}

/**
 * Where the browser's device check goes when it measures the other device: the `/m` twin (or back), this
 * address again for a page with one address for both (its frame follows the device), none for a page
 * only phones have.
 */
function twinAddress(route: RouteDef, pathname: string, mobile: boolean): string | undefined {
  if (twinRoute(route)) return devicePath(pathname, !mobile);
  return route.device === 'desktop' ? '' : undefined;
}

/**
 * A page kept for every visitor: rendered once per process (or at build) with a nonce stand-in, which
 * the server removes when it keeps the answer (static-answers.ts: scripts allowed by hash).
 */
async function keptPage(
  choice: StaticChoice,
  deps: RenderDeps,
  make: (deps: RenderDeps) => Promise<RenderResult>,
): Promise<RenderResult> {
  const cache = deps.staticCache as Map<string, Promise<string>>;
  let html = cache.get(choice.key);
  if (!html) {
    html = make({ ...deps, nonce: NONCE_PLACEHOLDER }).then((result) => new Response(result.body).text());
    cache.set(choice.key, html);
    html.catch(() => cache.delete(choice.key));
  }
  return {
    status: choice.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    body: await html,
    kept: choice,
  };
}

/** Content pages being rendered, by key and content version: a burst of first requests shares one render. */
const contentRenders = new Map<string, Promise<{ result: RenderResult; html: string | null }>>();

/**
 * A content page for every visitor: rendered with the nonce stand-in and stamped with the content version
 * it was rendered under. Only a 200 is kept; a 404 (no such article) or a 503 (the API failing) is sent
 * once, and a redirect as it is.
 */
async function keptContent(
  choice: StaticChoice,
  deps: RenderDeps,
  make: (deps: RenderDeps) => Promise<RenderResult>,
): Promise<RenderResult> {
  const version = deps.contentVersion?.();
  const flight = `${choice.key}\u0000${version}`;
  let rendering = contentRenders.get(flight);
  if (!rendering) {
    rendering = make({ ...deps, nonce: NONCE_PLACEHOLDER }).then(async (result) => ({
      result,
      html: result.body == null ? null : await new Response(result.body).text(),
    }));
    contentRenders.set(flight, rendering);
    rendering.then(
      () => contentRenders.delete(flight),
      () => contentRenders.delete(flight),
    );
  }
  const { result, html } = await rendering;
  if (html === null) return result;
  if (result.status !== 200)
    return { status: result.status, headers: result.headers, body: html, nonceless: true };
  return {
    status: 200,
    headers: result.headers,
    body: html,
    kept: { ...choice, ...(version === undefined ? {} : { version }) },
  };
}

async function renderPage(
  key: PageKey,
  layout: string,
  params: Record<string, string>,
  lang: Language,
  variant: { mobile: boolean; twin: string | undefined },
  request: Request,
  deps: RenderDeps,
  status = 200,
): Promise<RenderResult> {
  const { mobile } = variant;
  const url = new URL(request.url);
  const loaded = await loadPage(key);
  const page = loaded.page;
  const pageParams = loaded.key === key ? params : { path: url.pathname };
  const budget = deps.config.apiServerTimeoutMs;
  const calls = budgetedFetch(deps.apiFetch, budget);
  const pageApi = createPageApi(
    new ApiClient({
      baseUrl: deps.apiBaseUrl,
      lang,
      cookie: request.headers.get('cookie') ?? undefined,
      fetch: calls.fetch,
      timeoutMs: budget + 1000,
    }),
  );
  const data = page.loader
    ? await page.loader({
        lang,
        device: mobile ? 'mobile' : 'desktop',
        params: pageParams,
        query: url.searchParams,
        api: pageApi,
      })
    : undefined;
  const intl = await getIntl(lang);
  const pageMeta = page.meta({ data, intl, params: pageParams });
  // The API was down, hung or failing: the page's notice is a temporary state, not its content, so it
  // is neither cached nor indexed, and a redirect decided on missing data is not followed.
  const meta: PageMeta = calls.failed()
    ? { ...pageMeta, redirect: undefined, status: 503, noindex: true }
    : pageMeta;
  if (meta.redirect) {
    // A stale login-token marker would send the log-in page straight back here: it is cleared.
    const forget = `${LOGIN_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${deps.config.https ? '; Secure' : ''}`;
    const answer = redirect(meta.redirect.location, meta.redirect.forgetLogin ? [forget] : []);
    return meta.redirect.permanent ? { ...answer, status: 301 } : answer;
  }
  const namespaces = page.namespacesFor?.(pageParams) ?? page.namespaces;
  const messages = forBrowser(
    await pageMessages(lang, [...new Set([...namespaces, ...SITE_WIDE_NAMESPACES])]),
    page.serverOnlyMessages?.(pageParams),
    safeJson,
    CHROME_NAMESPACES,
  );
  const state: PageState = {
    lang,
    mobile,
    path: url.pathname + url.search,
    page: loaded.key,
    layout: loaded.key === key ? layout : notFoundLayout(mobile),
    params: pageParams,
    data: data ?? null,
    messages: messages.plain,
    config: publicConfig(deps.config) satisfies PublicConfig,
    ...(meta.account ? { account: meta.account } : {}),
    ...(page.hydrate === 'load' ? { hydrate: 'load' as const } : {}),
  };
  const finalStatus = meta.status ?? status;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': finalStatus === 503 ? 'no-store' : 'no-cache',
    vary: 'Cookie, User-Agent, Accept-Language',
    ...(finalStatus === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
  };
  // What the browser gets of the data: without what the server has just rendered as HTML (an article).
  const browserState = page.browserData && data != null ? { ...state, data: page.browserData(data) } : state;
  const json = stateJson(browserState, messages.plainJson, safeJson);
  const html = async (nonce: string) => {
    const stream = await renderToReadableStream(<App state={state} page={page} intl={intl} />, {
      nonce,
      onError: (error) => console.error('render', request.url, error),
    });
    const twin = variant.twin === undefined ? '' : ` data-twin="${escapeAttribute(variant.twin)}"`;
    const head = [
      '<!doctype html>',
      `<html lang="${LANGUAGE_TAGS[lang]}" data-device="${mobile ? 'phone' : 'desktop'}"${twin}>`,
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      // Before the style sheets, which would hold it back: a wrong variant is left before it is drawn.
      `<script nonce="${nonce}">${DEVICE_SCRIPT}</script>`,
      headStart(deps.assets),
      renderHead({
        meta,
        lang,
        origin: deps.config.siteOrigin,
        path: state.path,
        localized: 'lang' in params,
        siteName: intl.formatMessage({ id: 'pages.common.meta.siteName' }),
        homeName: intl.formatMessage({ id: 'pages.common.meta.siteName' }),
        nonce,
      }),
      `<script id="${STATE_ID}" type="application/json" nonce="${nonce}">${json}</script>`,
      `<script id="${COMPILED_MESSAGES_ID}" type="application/json" nonce="${nonce}">${messages.compiledJson}</script>`,
      startScriptTag(deps.assets, nonce),
      '</head>',
      '<body>',
      '<div id="root">',
    ].join('\n');
    return { head, stream };
  };
  const keep = mayKeep({
    page: state.page,
    status: finalStatus,
    account: meta.account,
    cookie: request.headers.get('cookie'),
  });
  if (keep && deps.nonce !== NONCE_PLACEHOLDER) {
    // Same state, status, origin and build: the same page (only the nonce differs), rendered once.
    const cacheKey = pageCacheKey(finalStatus, deps.config.siteOrigin, deps.assets.script, json);
    let kept = pageCache.get(cacheKey);
    if (!kept) {
      const { head, stream } = await html(NONCE_STAND_IN);
      kept = keepPage(`${head}${await new Response(stream).text()}${PAGE_END}`);
      pageCache.set(cacheKey, kept);
    }
    // Compressed here, once per kept page: the server's compression leaves an encoded answer alone.
    const vary = `${headers.vary}, Accept-Encoding`;
    if (acceptsGzip(request.headers.get('accept-encoding')))
      return {
        status: finalStatus,
        headers: { ...headers, vary, 'content-encoding': 'gzip' },
        body: pageGzip(kept, deps.nonce),
      };
    return { status: finalStatus, headers: { ...headers, vary }, body: pageBody(kept, deps.nonce) };
  }
  const { head, stream } = await html(deps.nonce);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      const reader = stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        controller.enqueue(value);
      }
      controller.enqueue(encoder.encode(PAGE_END));
      controller.close();
    },
  });
  return { status: finalStatus, headers, body };
}

const PAGE_END = '</div>\n</body>\n</html>\n';

/** The browser's device check (site/rules/device.ts), the same text in every page: one CSP hash. */
const DEVICE_SCRIPT = deviceCheckScript();

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Starts the page's script after its first frame (issue 25): the page is whole server HTML, so nothing the
 * visitor sees waits for script, and its download and hydration no longer sit between the first HTML bytes
 * and the first paint (on a throttled phone they held the paint back by about a second). The entry's chunks
 * are preloaded at the same moment. A page opened in a background tab paints no frame: it starts at once.
 * One text for every page, so one CSP hash; what differs is in data attributes.
 */
export const START_SCRIPT =
  "(function(d,t){var done=0;function go(){if(done)return;done=1;var p=(t.dataset.preload||'').split(' ');for(var i=0;i<p.length;i++)if(p[i]){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.src=t.dataset.src;d.head.appendChild(s)}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go)})})(document,document.currentScript)";

function startScriptTag(assets: RenderDeps['assets'], nonce: string): string {
  return `<script nonce="${nonce}" data-src="${assets.script}" data-preload="${assets.preload.join(' ')}">${START_SCRIPT}</script>`;
}

/** The head's lines after the device check: the same for every page of a build. */
const headStarts = new Map<string, string>();
function headStart(assets: RenderDeps['assets']): string {
  const key = `${assets.css.join()}\u0000${assets.preload.join()}`;
  let start = headStarts.get(key);
  if (start === undefined) {
    start = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ].join('\n');
    // The builds a process serves (one; tests pass a few): a bound for safety.
    if (headStarts.size > 64) headStarts.clear();
    headStarts.set(key, start);
  }
  return start;
}

/** How long a visitor is asked to wait before trying a page again that the API could not fill. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The renderer's API calls within a time budget (a hung API costs a page `budgetMs`, not the browser
 * client's 15 s), and whether any of them failed: no answer, no answer in time, or a 5xx.
 */
export function budgetedFetch(apiFetch: typeof fetch, budgetMs: number) {
  let failed = false;
  const budgeted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`API call took longer than ${budgetMs} ms`));
      }, budgetMs);
    });
    const signals = [controller.signal, init?.signal, input instanceof Request ? input.signal : undefined];
    try {
      const response = await Promise.race([
        apiFetch(input, { ...init, signal: AbortSignal.any(signals.filter((s) => s != null)) }),
        late,
      ]);
      if (response.status >= 500) failed = true;
      return response;
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }) as typeof fetch;
  return { fetch: budgeted, failed: () => failed };
}
