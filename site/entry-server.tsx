/**
 * Server rendering: applies the spec's rules to a request (redirects, 404), runs the page loader,
 * and streams the page with its head and serialised state. Built by Vite for Node (dist/server).
 */
import { isLanguage, LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { returnPath } from '@sellwise/pages/auth/login/return-path';
import type { PageMeta } from '@sellwise/pages/types';
import { renderToReadableStream } from 'react-dom/server';
import { ApiClient } from './api/client';
import { createPageApi } from './api/page-api';
import { App, type PageState, SITE_WIDE_NAMESPACES } from './app/app';
import { renderHead, safeJson } from './app/head';
import { loadPage } from './app/page-registry';
import { type PublicConfig, publicConfig, type ServerConfig } from './config';
import { LANG_COOKIE, LOCALE_COOKIE, languageCookies, parseCookies } from './intl/cookies';
import { getIntl, pageMessages } from './intl/server-intl';
import { COMPILED_MESSAGES_ID } from './intl/shipped';
import { desktopOnlyAddress, matchRoute, type PageKey, twinRoute } from './routes';
import { detectLanguage } from './rules/detect-language';
import { isMobileRequest } from './rules/device';
import {
  blogLanguageRedirect,
  hasUndefinedSegment,
  LOGIN_TOKEN_COOKIE,
  loginRedirect,
} from './rules/navigation';
import { devicePath, localePath } from './rules/paths';
import type { ContentIndexLoader } from './server/content-index';
import { ATOM_TYPE, atomFeed } from './server/feed';

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
};

const NONCE_PLACEHOLDER = '__SW_NONCE__';

export type RenderResult = {
  status: number;
  headers: Record<string, string | string[]>;
  body: ReadableStream | string | null;
};

const redirect = (location: string, cookies: string[] = []): RenderResult => ({
  status: 302,
  headers: { location, ...(cookies.length ? { 'set-cookie': cookies } : {}) },
  body: null,
});

// Old addresses without a language segment that the spec lists: they go to their localized page.
const LEGACY = new Set(
  [LANG_PAGE_PATHS.login, LANG_PAGE_PATHS.notFound, LANG_PAGE_PATHS.home].map((p) => `/${p}`),
);

/** The visitor's language when the address names none: cookies, then the browser (spec §2). */
function requestLanguage(request: Request): Language {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  return detectLanguage({
    path: url.pathname,
    query: url.searchParams,
    langCookie: cookies[LANG_COOKIE],
    localeCookie: cookies[LOCALE_COOKIE],
    browserLanguages: request.headers.get('accept-language') ?? undefined,
  });
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

export async function render(request: Request, deps: RenderDeps): Promise<RenderResult> {
  const url = new URL(request.url);
  const { pathname, search } = url;
  const cookies = parseCookies(request.headers.get('cookie'));
  const mobileDevice = isMobileRequest({
    userAgent: request.headers.get('user-agent'),
    chUaMobile: request.headers.get('sec-ch-ua-mobile'),
  });
  const detected = () => requestLanguage(request);

  const blog = blogLanguageRedirect(pathname + search);
  if (blog) return redirect(blog.location, languageCookies(blog.lang, { secure: deps.config.https }));
  if (pathname === '/' || pathname === '/m' || pathname === '/m/') {
    return redirect(
      localePath('/', { lang: detected(), mobile: mobileDevice || pathname.startsWith('/m') }) + search,
    );
  }
  if (LEGACY.has(pathname))
    return redirect(localePath(pathname + search, { lang: detected(), mobile: mobileDevice }));

  const broken = hasUndefinedSegment(pathname);
  const match = broken ? undefined : matchRoute(pathname);
  // The blog and the help centre are one responsive page for every device: their `/m` address (an old
  // link, or a phone page's) moves permanently to the page itself.
  const desktop = match || broken ? undefined : desktopOnlyAddress(pathname, search);
  if (desktop) return { status: 301, headers: { location: desktop }, body: null };
  const lang: Language = isLanguage(match?.params.lang) ? match.params.lang : detected();
  if (!match)
    return renderPage('notFound', 'nofooter', { path: pathname }, lang, mobileDevice, request, deps, 404);

  const { route } = match;
  // Rule 1 before the device twin: a logged-in visitor goes straight to the dashboard, or to the
  // same-site page its `?redirect=` asked for.
  const toDashboard = loginRedirect(pathname, cookies);
  if (toDashboard)
    return redirect(returnPath(url.searchParams.get('redirect'), deps.config.siteOrigin) ?? toDashboard);
  const wantsOther = route.device === 'desktop' ? mobileDevice : !mobileDevice;
  if (wantsOther && twinRoute(route)) return redirect(devicePath(pathname + search, mobileDevice));

  const params = { ...match.params, ...route.props };
  // A page with no phone twin (blog, help centre, dashboard) is one responsive page: a phone gets it
  // in the phone frame.
  const mobile = route.device === 'mobile' || (mobileDevice && !twinRoute(route));
  if (route.static && deps.staticCache && !search) {
    // Static pages render once per process (with a nonce placeholder) and are served from memory.
    let html = deps.staticCache.get(pathname);
    if (!html) {
      html = renderPage(route.page, route.layout, params, lang, mobile, request, {
        ...deps,
        nonce: NONCE_PLACEHOLDER,
      }).then((result) => new Response(result.body).text());
      deps.staticCache.set(pathname, html);
      html.catch(() => deps.staticCache?.delete(pathname));
    }
    const body = (await html).replaceAll(NONCE_PLACEHOLDER, deps.nonce);
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body,
    };
  }
  return renderPage(route.page, route.layout, params, lang, mobile, request, deps);
}

async function renderPage(
  key: PageKey,
  layout: string,
  params: Record<string, string>,
  lang: Language,
  mobile: boolean,
  request: Request,
  deps: RenderDeps,
  status = 200,
): Promise<RenderResult> {
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
  const messages = await pageMessages(lang, [...new Set([...namespaces, ...SITE_WIDE_NAMESPACES])]);
  const state: PageState = {
    lang,
    mobile,
    path: url.pathname + url.search,
    page: loaded.key,
    layout: loaded.key === key ? layout : mobile ? 'm-nofooter' : 'nofooter',
    params: pageParams,
    data: data ?? null,
    messages: messages.plain,
    config: publicConfig(deps.config) satisfies PublicConfig,
    ...(meta.account ? { account: meta.account } : {}),
  };
  const stream = await renderToReadableStream(<App state={state} page={page} intl={intl} />, {
    nonce: deps.nonce,
    onError: (error) => console.error('render', request.url, error),
  });
  const head = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[lang]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...deps.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...deps.assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    renderHead({
      meta,
      lang,
      origin: deps.config.siteOrigin,
      path: state.path,
      localized: 'lang' in params,
      siteName: intl.formatMessage({ id: 'pages.common.meta.siteName' }),
      homeName: intl.formatMessage({ id: 'pages.common.meta.siteName' }),
      nonce: deps.nonce,
    }),
    `<script id="__SW_STATE__" type="application/json" nonce="${deps.nonce}">${safeJson(state)}</script>`,
    `<script id="${COMPILED_MESSAGES_ID}" type="application/json" nonce="${deps.nonce}">${safeJson(messages.compiled)}</script>`,
    `<script type="module" src="${deps.assets.script}" nonce="${deps.nonce}"></script>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('\n');
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
      controller.enqueue(encoder.encode('</div>\n</body>\n</html>\n'));
      controller.close();
    },
  });
  const finalStatus = meta.status ?? status;
  return {
    status: finalStatus,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': finalStatus === 503 ? 'no-store' : 'no-cache',
      vary: 'Cookie, User-Agent, Accept-Language',
      ...(finalStatus === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
    },
    body,
  };
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
