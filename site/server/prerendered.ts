/**
 * Pages without per-request data are rendered at build time (scripts/prerender.mjs) with stand-ins for
 * everything that is decided later: the runtime configuration (per server start, from the environment)
 * and a nonce stand-in. The server fills the configuration in once when it starts and keeps the pages in
 * memory; each is then sent as the same bytes to every visitor, the nonce stand-in removed and its
 * inline scripts allowed by hash (static-answers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUMAN_CHECKED_MARK } from '@sellwise/pages/visitor/human-checked';
import { safeJson } from '../app/head';
import { STATE_ID } from '../app/state-id';
import { configFromEnv, publicConfig, type ServerConfig } from '../config';

/** Stand-in origin: a reserved name (RFC 2606) that can appear in no real configuration. */
export const PRERENDER_ORIGIN = 'https://prerender.sellwise.invalid';
export const PRERENDER_INDEX = 'index.json';

/** The configuration pages are prerendered with: stand-ins only, never the build machine's env. */
export function prerenderConfig(buildId: string): ServerConfig {
  return configFromEnv({ SITE_ORIGIN: PRERENDER_ORIGIN }, buildId);
}

/** Puts this server's runtime configuration into a prerendered page. */
export function personalize(html: string, config: ServerConfig): string {
  const standIn = safeJson(publicConfig(prerenderConfig(config.buildId)));
  if (!html.includes(standIn)) throw new Error('prerendered page: no runtime configuration stand-in');
  const out = html
    .replace(standIn, () => safeJson(publicConfig(config)))
    .replaceAll(PRERENDER_ORIGIN, config.siteOrigin);
  if (out.includes('prerender.sellwise.invalid')) throw new Error('prerendered page: a stand-in was left');
  return out;
}

/** index.json: the build the pages belong to, and pathname → file. */
export type PrerenderIndex = { buildId: string; pages: Record<string, string> };

/**
 * The prerendered pages of a build (pathname → page with this server's configuration), or an empty
 * map when there are none, or they belong to another build (a client/SSR build run without the
 * prerender step): the renderer then renders static pages on first request instead. So it does for a
 * page with a human-checked form when this server has human checks configured.
 */
export function loadPrerendered(dir: string, config: ServerConfig): Map<string, Promise<string>> {
  // Prerendered without the captcha service and the bot-challenge widget: a form that uses them differs.
  const humanChecks = Boolean(config.tagIds.captcha || config.tagIds.turnstile);
  const pages = new Map<string, Promise<string>>();
  const indexFile = join(dir, PRERENDER_INDEX);
  if (!existsSync(indexFile)) return pages;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderIndex;
  if (index.buildId !== config.buildId) {
    console.warn(
      `site: prerendered pages of build ${index.buildId} ignored (this build is ${config.buildId})`,
    );
    return pages;
  }
  for (const [pathname, file] of Object.entries(index.pages)) {
    const html = readFileSync(join(dir, file), 'utf8');
    if (humanChecks && html.includes(HUMAN_CHECKED_MARK)) continue;
    pages.set(pathname, Promise.resolve(personalize(html, config)));
  }
  return pages;
}

/** `{route}/_payload.json` (spec §7): the prerendered payload of a page, its page state. */
export const PAYLOAD_SUFFIX = '/_payload.json';

// The page state script entry-server.tsx writes into every page.
const STATE_SCRIPT = new RegExp(
  `<script id="${STATE_ID}" type="application/json"[^>]*>([\\s\\S]*?)</script>`,
);

/** The payload of a prerendered page: the JSON of its page state, or undefined when it has none. */
export function payloadOf(html: string): string | undefined {
  return STATE_SCRIPT.exec(html)?.[1] || undefined;
}
