/**
 * The site's HTTP application: API paths (in-process or passed on to API_BASE_URL), static files, the
 * generated files and the server-rendered pages, each answer with its security headers. main.ts starts
 * it; tests build it with their own renderer and API.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from '../config';
import type { RenderResult } from '../entry-server';
import { apiProxy } from './api-proxy';
import { PAYLOAD_SUFFIX, payloadOf } from './prerendered';
import {
  everyAnswerHeaders,
  makeNonce,
  securityHeaders,
  securityOptionsOf,
  staticSecurityHeaders,
  withoutSecrets,
} from './security';
import { hashedPage, type StaticAnswer, StaticAnswers, type StaticChoice } from './static-answers';

/** The API's paths: everything else is the site's. */
export const API_PATHS = /^\/(api|load|tem|dev|builds)\/|^\/v$/;

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export type SiteAppDeps = {
  config: ServerConfig;
  clientDir: string;
  /** The page at this request, rendered with this CSP nonce. */
  render: (request: Request, nonce: string) => Promise<RenderResult>;
  blogFeed: (request: Request) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  robots: () => string;
  sitemap: () => Promise<string>;
  /**
   * The in-process API (gets the Node bindings, so it sees the socket's address). Absent: the API's paths
   * are passed on to `config.apiBaseUrlServer`.
   */
  api?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** How the proxy reaches a separate API (tests); the network by default. */
  proxyFetch?: typeof fetch;
  /** Answers kept for every visitor (shared with main.ts's fast path); a new set by default. */
  statics?: StaticAnswers;
  /**
   * The kept page a request gets (entry-server's `staticChoice`), looked up before rendering; absent:
   * every page is rendered, and kept answers are found by the render.
   */
  choose?: (request: Request) => StaticChoice | undefined;
  /** The prerendered pages (pathname → HTML, the renderer's static cache): their payloads. */
  prerendered?: Map<string, Promise<string>>;
};

/** A kept answer to a GET or HEAD, as a Response (the fast path writes the same to the socket). */
export function keptResponse(answer: StaticAnswer, request: Request): Response {
  const out = answer.respond(
    request.method,
    request.headers.get('accept-encoding'),
    request.headers.get('if-none-match'),
  );
  return new Response(out.body as BodyInit | null, { status: out.status, headers: out.headers });
}

export function createSiteApp(deps: SiteAppDeps): Hono {
  const { config } = deps;
  const proxy = config.apiBaseUrlServer
    ? apiProxy({ target: config.apiBaseUrlServer, https: config.https, fetch: deps.proxyFetch })
    : undefined;
  const statics = deps.statics ?? new StaticAnswers(config);
  const app = new Hono();
  // Kept answers come compressed already (or deliberately not): only the others are compressed here.
  const precompressed = new WeakSet<Request>();
  const compressAnswer = compress();
  app.use('*', async (c, next) => {
    await next();
    if (!precompressed.has(c.req.raw)) await compressAnswer(c, async () => {});
  });
  // Every answer: the feature policy and COOP; what is not a page (which brings its own CSP) gets the
  // static files' lock-down.
  app.use('*', async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('cross-origin-opener-policy', 'same-origin');
    } catch {
      // An answer with read-only headers (a fetch response): copied once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    const extra = {
      ...everyAnswerHeaders(),
      ...(headers.has('content-security-policy') ? {} : staticSecurityHeaders({ https: config.https })),
    };
    for (const [name, value] of Object.entries(extra)) if (!headers.has(name)) headers.set(name, value);
  });
  // This build's route rules: the site's own answer (the API does not know the route table).
  app.get(statics.buildMeta.path, (c) => {
    precompressed.add(c.req.raw);
    return keptResponse(statics.buildMeta.answer, c.req.raw);
  });
  // A prerendered page's payload (its page state), for the client's prefetch; none for other pages.
  app.get('*', async (c, next) => {
    if (!c.req.path.endsWith(PAYLOAD_SUFFIX)) return next();
    const pathname = c.req.path.slice(0, -PAYLOAD_SUFFIX.length);
    const html = await deps.prerendered?.get(pathname);
    const json = html === undefined ? undefined : payloadOf(html);
    if (!json) return c.json({ error: 'no prerendered payload' }, 404, { 'cache-control': 'no-cache' });
    precompressed.add(c.req.raw);
    const versioned = new URL(c.req.url).search === `?${config.buildId}`;
    return keptResponse(statics.payloadFrom(pathname, json, versioned), c.req.raw);
  });
  app.all('*', async (c, next) => {
    if (!API_PATHS.test(c.req.path)) return next();
    if (deps.api) return deps.api.fetch(c.req.raw, c.env);
    if (proxy) {
      const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
      return proxy(c.req.raw, socket);
    }
    return c.notFound();
  });
  // The build's manifest lists every source path: not for the public.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  // A secret in the query (a log-in form sent as GET before its script ran) is never rendered: the
  // same address without it, and the secret is not passed on as a referrer or kept in a cache.
  app.use('*', async (c, next) => {
    const clean = withoutSecrets(new URL(c.req.url));
    if (!clean) return next();
    return c.body(null, 303, {
      location: clean,
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
  });
  // A page form posted before hydration (or by a script-less browser): back to the page, as GET. Its
  // body is never read, so nothing in it is echoed.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c) => {
    const url = new URL(c.req.url);
    return c.body(null, 303, {
      location: `${url.pathname}${url.search}`,
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
  });
  app.get('/robots.txt', (c) => c.text(deps.robots()));
  app.get('/sitemap.xml', async (c) =>
    c.body(await deps.sitemap(), 200, { 'content-type': 'application/xml; charset=utf-8' }),
  );
  app.get('/blog/feed.xml', async (c) => {
    const result = await deps.blogFeed(c.req.raw);
    return new Response(result.body, { status: result.status, headers: result.headers });
  });
  app.get('/assets/*', async (c, next) => {
    const answer = statics.assets.get(c.req.path);
    if (!answer) return next();
    precompressed.add(c.req.raw);
    return keptResponse(answer, c.req.raw);
  });
  app.use(
    '/assets/*',
    serveStatic({
      root: deps.clientDir,
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: deps.clientDir,
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=3600'),
    }),
  );
  app.get('*', async (c) => {
    // A page kept already (a content page with a query, which the fast path leaves to Hono): no render.
    const choice = deps.choose?.(c.req.raw);
    const hit = choice && statics.page(choice);
    if (hit) {
      precompressed.add(c.req.raw);
      return keptResponse(hit, c.req.raw);
    }
    const nonce = makeNonce();
    const result = await deps.render(c.req.raw, nonce);
    if (result.kept && typeof result.body === 'string') {
      precompressed.add(c.req.raw);
      return keptResponse(statics.pageFrom(result.kept, result.body), c.req.raw);
    }
    if (result.nonceless && typeof result.body === 'string') {
      // Rendered to be kept, but not kept (a 404 or 503): its scripts allowed by hash, sent once.
      const page = hashedPage(result.body);
      const headers = new Headers(securityHeaders({ hashes: page.scriptHashes }, securityOptionsOf(config)));
      for (const [k, v] of Object.entries(result.headers))
        for (const value of [v].flat()) headers.append(k, value);
      return new Response(page.html, { status: result.status, headers });
    }
    const headers = new Headers(securityHeaders(nonce, securityOptionsOf(config)));
    for (const [k, v] of Object.entries(result.headers))
      for (const value of [v].flat()) headers.append(k, value);
    return new Response(result.body, { status: result.status, headers });
  });
  return app;
}
