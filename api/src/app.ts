import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ANALYTICS_BODY_LIMIT_BYTES, ROUTES, type RouteName } from '../contract/index.ts';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Deps } from './deps.ts';
import { contentCache } from './http/content-cache.ts';
import { ApiError } from './http/errors.ts';
import { fail } from './http/respond.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { devRoutes } from './routes/dev.ts';
import { helpRoutes } from './routes/help.ts';
import { searchRoutes } from './routes/search.ts';
import { siteRoutes } from './routes/site.ts';
import { ANALYTICS_PATHS, telemetryRoutes } from './routes/telemetry.ts';
import { visitorRoutes } from './routes/visitor.ts';
import { watchContentVersion } from './services/content-version.ts';
import { type HumanChecks, humanChecksOf } from './services/human-check.ts';
import type { Transport } from './services/outbox.ts';

/** Read-only content calls whose answers depend only on the URL and language: the table's cacheable ones. */
const CACHED_PATHS = new Set(Object.values(ROUTES).flatMap((r) => ('cacheable' in r ? [r.path] : [])));

/**
 * The calls that take a password. A cross-site HTML form can post text/plain whose body happens to be
 * JSON without any preflight; the site's own client sends these as JSON or form-encoded, never text/plain.
 */
const CREDENTIAL_ROUTES: readonly RouteName[] = [
  'login',
  'register',
  'registerV2',
  'forgetByEmail',
  'forgetByPhone',
];
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set(CREDENTIAL_ROUTES.map((name) => ROUTES[name].path));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing call comes from another site's page (log-in CSRF and the like). The browser
 * says so itself (Sec-Fetch-Site), or its Origin names another host than the one the request was sent
 * to. Hosts, not schemes, are compared: TLS usually ends at a proxy, so the API sees http for an https
 * page. A page cannot set X-Forwarded-Host on a form post, so the site's proxy may name the public host.
 * No Origin (server-to-server calls, the site's own rendering, curl) is not a browser page: allowed.
 */
function crossSite(c: Context, allowed: ReadonlySet<string>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  if (allowed.has(origin)) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" (a sandboxed frame, a privacy redirect) or garbage: not this site.
  }
  const own = [
    new URL(c.req.url).host,
    c.req.header('host'),
    c.req.header('x-forwarded-host')?.split(',')[0]?.trim(),
  ];
  return !own.includes(host);
}

/**
 * A 413 is answered before the body is read; the unread rest of it would be taken for the next request
 * on the connection, so the connection is closed, and the client told so (a keep-alive client otherwise
 * sends its next request on a socket that is about to go).
 */
function closing(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}

export interface CreateAppOptions {
  db: Db;
  config: ApiConfig;
  transport?: Transport;
  /** The vendors' checks by default (from config.humanChecks); tests pass doubles. */
  humanChecks?: HumanChecks;
}

/** The whole API as one Hono app; `npm run api` serves it alone, the site's server mounts it in-process. */
export function createApp({ db, config, transport, humanChecks }: CreateAppOptions) {
  const contentVersion = watchContentVersion(db, config.contentCache.versionCheckMs);
  const deps: Deps = {
    db,
    config,
    transport,
    contentVersion,
    humanChecks: humanChecks ?? humanChecksOf(config.humanChecks),
  };
  const app = new Hono();

  // First, so that a hit skips every other middleware (its stored headers already include theirs).
  const cache = contentCache({ version: contentVersion, maxBytes: config.contentCache.maxBytes });
  for (const path of CACHED_PATHS) app.use(path, cache);

  const allowed: ReadonlySet<string> = new Set(config.allowedOrigins);
  app.use('*', async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (crossSite(c, allowed)) {
      return ANALYTICS_PATHS.has(c.req.path)
        ? c.json({ code: 403, error: 'Cross-site request refused' }, 403)
        : fail(c, 'CROSS_SITE');
    }
    if (CREDENTIAL_PATHS.has(c.req.path)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type === 'text/plain') return fail(c, 'UNSUPPORTED_MEDIA_TYPE');
    }
    return next();
  });

  const limit = bodyLimit({
    maxSize: config.bodyLimit,
    onError: (c) => closing(fail(c, 'PAYLOAD_TOO_LARGE')),
  });
  // The analytics collector takes bigger batches and answers in its own format.
  const analyticsLimit = bodyLimit({
    maxSize: ANALYTICS_BODY_LIMIT_BYTES,
    onError: (c) => closing(c.json({ code: 413, error: 'Payload too large' }, 413)),
  });
  app.use('*', (c, next) => (ANALYTICS_PATHS.has(c.req.path) ? analyticsLimit(c, next) : limit(c, next)));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  for (const routes of [
    authRoutes,
    blogRoutes,
    helpRoutes,
    searchRoutes,
    siteRoutes,
    visitorRoutes,
    telemetryRoutes,
  ]) {
    app.route('/', routes(deps));
  }
  if (!config.production) app.route('/', devRoutes(deps));

  app.notFound((c) => fail(c, 'NOT_FOUND'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.errorName, error.data);
    if (error instanceof HTTPException && error.status === 413) return closing(fail(c, 'PAYLOAD_TOO_LARGE'));
    if (error instanceof HTTPException && error.status < 500) return fail(c, 'VALIDATION');
    console.error(`${c.req.method} ${c.req.path}`, error);
    return fail(c, 'INTERNAL');
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;

// What a host server needs to mount the API in-process.
export { type ApiConfig, configFromEnv } from './config.ts';
export { type DbHandle, openDatabase } from './db/client.ts';
export { seedIfEmpty } from './seed/index.ts';
