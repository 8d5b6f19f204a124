/**
 * `npm start`: one Node process serving pages (SSR), assets and the API on PORT (default 3000).
 * The API runs in-process on PGlite in DATA_DIR (or DATABASE_URL); with API_BASE_URL the site calls
 * that API instead. Builds first when no build exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { ERRORS, errorEnvelope } from '@sellwise/api/contract';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { configFromEnv } from '../config';
import { readAssets } from './assets';
import { contentIndexLoader } from './content-index';
import { loadPrerendered } from './prerendered';
import { makeNonce, securityHeaders } from './security';
import { robotsTxt, sitemapXml } from './sitemap';

const siteDir = join(import.meta.dirname, '..');
// SITE_DIST: the build folder under site/ (default dist), as in vite.config.ts.
const distDir = join(siteDir, process.env.SITE_DIST || 'dist');
const clientDir = join(distDir, 'client');
const manifestFile = join(clientDir, '.vite/manifest.json');
const serverEntry = join(distDir, 'server/entry-server.js');

if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
  console.log('site: no build yet, building…');
  execFileSync('npm', ['run', 'build'], { cwd: join(siteDir, '..'), stdio: 'inherit' });
}

const { assets, buildId } = readAssets(clientDir);
const config = configFromEnv(process.env, buildId);
const { render, blogFeed } = (await import(
  pathToFileURL(serverEntry).href
)) as typeof import('../entry-server');

// The API: in-process unless API_BASE_URL names a separate one.
let apiFetch: typeof fetch = fetch;
let mountApi: ((req: Request) => Response | Promise<Response>) | undefined;
if (!config.apiBaseUrlServer) {
  const { createApp } = await import('@sellwise/api/app');
  const { configFromEnv: apiConfig } = await import('../../api/src/config.ts');
  const { openDatabase } = await import('../../api/src/db/client.ts');
  const { seedIfEmpty } = await import('../../api/src/seed/index.ts');
  // The in-process API announces this build (builds/latest.json), the id the pages carry: anything
  // else makes every chunk error look like a new build.
  const apiCfg = apiConfig({ ...process.env, BUILD_ID: buildId });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedIfEmpty(handle.db, apiCfg.contentDir);
  if (seeded) console.log('site: seeded an empty database', seeded.counts);
  const api = createApp({ db: handle.db, config: apiCfg });
  mountApi = (req) => api.fetch(req);
  apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, init))) as typeof fetch;
}
const apiBaseUrl = config.apiBaseUrlServer ?? 'http://in-process';

// The content index (sitemap, blog feeds) through the same API the renderer calls, kept a few minutes.
const contentIndex = contentIndexLoader({ apiFetch, apiBaseUrl });

const API_PATHS = /^\/(api|load|tem|dev|builds)\/|^\/v$/;
// Static pages: prerendered at build when the build has them, else rendered once on first request.
const staticCache = loadPrerendered(join(distDir, 'prerendered'), config);
if (staticCache.size) console.log(`site: ${staticCache.size} prerendered pages`);
const app = new Hono();
app.use('*', compress());
app.get('/robots.txt', (c) => c.text(robotsTxt(config.siteOrigin)));
app.get('/sitemap.xml', async (c) =>
  c.body(await sitemapXml(config.siteOrigin, contentIndex), 200, {
    'content-type': 'application/xml; charset=utf-8',
  }),
);
app.get('/blog/feed.xml', async (c) => {
  const result = await blogFeed(c.req.raw, { config, contentIndex });
  return new Response(result.body, { status: result.status, headers: result.headers });
});
app.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
  }),
);
app.all('*', async (c, next) => {
  if (API_PATHS.test(c.req.path)) {
    // The API lives elsewhere (API_BASE_URL): its paths are not answered here, in the API's envelope.
    if (!mountApi) return c.json(errorEnvelope('NOT_FOUND'), ERRORS.NOT_FOUND.status);
    return mountApi(c.req.raw);
  }
  return next();
});
app.use(
  '*',
  serveStatic({ root: clientDir, onFound: (_p, c) => c.header('cache-control', 'public, max-age=3600') }),
);
app.get('*', async (c) => {
  const nonce = makeNonce();
  const result = await render(c.req.raw, { config, apiFetch, apiBaseUrl, assets, nonce, staticCache });
  const headers = new Headers(
    securityHeaders(nonce, {
      https: config.https,
      checkHost: config.checkHost,
      tags: Object.keys(config.tagIds).length > 0,
    }),
  );
  for (const [k, v] of Object.entries(result.headers))
    for (const value of [v].flat()) headers.append(k, value);
  return new Response(result.body, { status: result.status, headers });
});

serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) =>
  console.log(
    `Sellwise site on http://localhost:${info.port} (API ${mountApi ? 'in-process' : config.apiBaseUrlServer})`,
  ),
);
