import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ROUTES } from '../contract/index.ts';
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
import type { Transport } from './services/outbox.ts';

/** Read-only content calls whose answers depend only on the URL and language: the table's cacheable ones. */
const CACHED_PATHS = new Set(Object.values(ROUTES).flatMap((r) => ('cacheable' in r ? [r.path] : [])));

export interface CreateAppOptions {
  db: Db;
  config: ApiConfig;
  transport?: Transport;
}

/** The whole API as one Hono app; `npm run api` serves it alone, the site's server mounts it in-process. */
export function createApp({ db, config, transport }: CreateAppOptions) {
  const contentVersion = watchContentVersion(db, config.contentCache.versionCheckMs);
  const deps: Deps = { db, config, transport, contentVersion };
  const app = new Hono();

  // First, so that a hit skips every other middleware (its stored headers already include theirs).
  const cache = contentCache({ version: contentVersion, maxBytes: config.contentCache.maxBytes });
  for (const path of CACHED_PATHS) app.use(path, cache);

  const limit = bodyLimit({ maxSize: config.bodyLimit, onError: (c) => fail(c, 'PAYLOAD_TOO_LARGE') });
  // The analytics collector takes bigger batches and answers in its own format.
  const analyticsLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json({ code: 413, error: 'Payload too large' }, 413),
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
    if (error instanceof HTTPException && error.status === 413) return fail(c, 'PAYLOAD_TOO_LARGE');
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
