/**
 * `npm start`: one Node process serving pages (SSR), assets and the API on PORT (default 3000).
 * The API runs in-process on PGlite in DATA_DIR (or DATABASE_URL); with API_BASE_URL the site calls
 * that API instead and passes the browser's API calls on to it. Builds first when no build exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { keepConnections } from '../../api/src/http/keep-alive.ts';
import { configFromEnv } from '../config';
import { readAssets } from './assets';
import { contentIndexLoader } from './content-index';
import { contentVersionWatch } from './content-version';
import { fastPath } from './fast-path';
import { loadPrerendered } from './prerendered';
import { createSiteApp, type SiteAppDeps } from './site-app';
import { robotsTxt, sitemapXml } from './sitemap';
import { keepAssets, publicPaths, StaticAnswers } from './static-answers';

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
const { render, blogFeed, staticChoice, requestFacts } = (await import(
  pathToFileURL(serverEntry).href
)) as typeof import('../entry-server');

// The API: in-process unless API_BASE_URL names a separate one, which the site then passes its paths on to.
let apiFetch: typeof fetch = fetch;
let api: SiteAppDeps['api'];
if (!config.apiBaseUrlServer) {
  const { createApp } = await import('@sellwise/api/app');
  const { configFromEnv: apiConfig } = await import('../../api/src/config.ts');
  const { openDatabase } = await import('../../api/src/db/client.ts');
  const { seedIfEmpty } = await import('../../api/src/seed/index.ts');
  // The in-process API announces this build (builds/latest.json), the id the pages carry: anything
  // else makes every chunk error look like a new build. SITE_ORIGIN (https) makes its cookies Secure.
  const apiCfg = apiConfig({ ...process.env, BUILD_ID: buildId, SITE_ORIGIN: config.siteOrigin });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const seeded = await seedIfEmpty(handle.db, apiCfg.contentDir);
  if (seeded) console.log('site: seeded an empty database', seeded.counts);
  const inProcess = createApp({ db: handle.db, config: apiCfg });
  // Visitors' calls carry the Node bindings (the socket's address); the renderer's own calls have none.
  api = { fetch: (req, env) => inProcess.fetch(req, env) };
  apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    inProcess.fetch(new Request(input, init))) as typeof fetch;
}
const apiBaseUrl = config.apiBaseUrlServer ?? 'http://in-process';

// The content index (sitemap, blog feeds) through the same API the renderer calls, kept a few minutes.
const contentIndex = contentIndexLoader({ apiFetch, apiBaseUrl });
// The content version: content pages are kept for every visitor while it is unchanged.
const contentVersion = contentVersionWatch({ apiFetch, apiBaseUrl });
await contentVersion.check();

// Static pages: prerendered at build when the build has them, else rendered once on first request.
const staticCache = loadPrerendered(join(distDir, 'prerendered'), config);
if (staticCache.size) console.log(`site: ${staticCache.size} prerendered pages`);
// Answers kept for every visitor: the /assets files now, each page on its first request (its CSP
// hashes and encodings made once).
const statics = new StaticAnswers(config, contentVersion.known);
keepAssets(statics, clientDir);
const app = createSiteApp({
  config,
  statics,
  clientDir,
  api,
  prerendered: staticCache,
  choose: (request) => staticChoice(requestFacts(request), config),
  render: (request, nonce) =>
    render(request, {
      config,
      apiFetch,
      apiBaseUrl,
      assets,
      nonce,
      staticCache,
      contentVersion: contentVersion.known,
    }),
  blogFeed: (request) => blogFeed(request, { config, contentIndex }),
  robots: () => robotsTxt(config.siteOrigin),
  sitemap: () => sitemapXml(config.siteOrigin, contentIndex),
});

// Kept answers go straight from memory; everything else through Hono (site-app.ts).
const listener = fastPath({
  statics,
  choose: (facts) => staticChoice(facts, config),
  files: publicPaths(clientDir),
  hono: getRequestListener(app.fetch),
});
const port = config.port;
// Idle connections are closed by the load balancer, not by this server (keep-alive.ts).
keepConnections(createServer(listener)).listen(port, process.env.HOST ?? '0.0.0.0', () =>
  console.log(
    `Sellwise site on http://localhost:${port} (API ${api ? 'in-process' : `${config.apiBaseUrlServer}, passed on`})`,
  ),
);
