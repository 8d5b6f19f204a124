#!/usr/bin/env node
// Build step (run with tsx, after the client and SSR builds): renders every route marked `static` in
// site/routes.ts, in all six languages, and the 404 page per language and device, through the built
// server renderer, with a nonce stand-in and stand-in runtime configuration (site/server/prerendered.ts).
// Writes site/$SITE_DIST/prerendered/ (one HTML file per page and index.json, page key → file); the
// server fills in configuration at start and sends each page as the same bytes to every visitor, its
// scripts allowed by hash (site/server/static-answers.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '../api/contract/languages.ts';
import { ROUTES } from '../site/routes.ts';
import { readAssets } from '../site/server/assets.ts';
import { PRERENDER_INDEX, PRERENDER_ORIGIN, prerenderConfig } from '../site/server/prerendered.ts';

const distDir = join(import.meta.dirname, '../site', process.env.SITE_DIST || 'dist');
const outDir = join(distDir, 'prerendered');
const { render } = await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href);
const { assets, buildId } = readAssets(join(distDir, 'client'));

const USER_AGENT = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** Every concrete path of the static routes (none of them has parameters other than the language). */
const paths = ROUTES.filter((r) => r.static).flatMap((route) =>
  (route.hasLang ? LANGUAGES.map((lang) => route.pattern.replace(':lang', lang)) : [route.pattern]).map(
    (path) => ({ path, device: route.device, status: 200 }),
  ),
);
// The 404 page, one per language and device: any unknown address in that language gets it.
for (const lang of LANGUAGES)
  for (const device of ['desktop', 'mobile'])
    paths.push({ path: `/${lang}/prerender-unknown-page.htm`, device, status: 404 });

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const staticCache = new Map();
const deps = {
  config: prerenderConfig(buildId),
  // A static page has no loader; one that calls the API must not be marked static.
  apiFetch: () => Promise.reject(new Error('prerender: a static page called the API')),
  apiBaseUrl: 'http://prerender.invalid',
  assets,
  nonce: 'unused',
  staticCache,
};
const index = {};
for (const { path, device, status } of paths) {
  const result = await render(
    new Request(PRERENDER_ORIGIN + path, { headers: { 'user-agent': USER_AGENT[device] } }),
    deps,
  );
  if (result.status !== status || !result.kept)
    throw new Error(`prerender: ${path} answered ${result.status}`);
  const key = result.kept.key;
  const file = key.startsWith('/') ? key.replace(/^\//, '').replaceAll('/', '__') : key.replaceAll(':', '__');
  writeFileSync(join(outDir, file), await staticCache.get(key));
  index[key] = file;
}
writeFileSync(join(outDir, PRERENDER_INDEX), `${JSON.stringify({ buildId, pages: index }, null, 1)}\n`);
console.log(`prerendered ${paths.length} pages into ${outDir}`);
