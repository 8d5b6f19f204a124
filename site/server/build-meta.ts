/**
 * builds/meta/{buildId}.json (spec §4, §7): the route rules of this build as a matcher, in the shape of
 * Nuxt's app manifest: `static` rules by exact path, `wildcard` rules by path prefix (`/prefix/**`),
 * and the prerendered paths. Made from the route table, so it is the rules of the build that serves it.
 */

import type { buildMetaResponse } from '@sellwise/api/contract';
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { MOBILE_PREFIX } from '@sellwise/api/contract/paths';
import type { z } from 'zod';
import { desktopOnlyAddress, ROUTES, type RouteDef } from '../routes';
import type { RouteMatcher, RouteRule } from '../services/build-update';

export type BuildMeta = z.infer<typeof buildMetaResponse>;

/** The route's patterns with the language filled in (each language), or itself when it has none. */
function patternsOf(route: RouteDef): string[] {
  return route.hasLang ? LANGUAGES.map((lang) => route.pattern.replace(':lang', lang)) : [route.pattern];
}

/**
 * The route rules: every prerendered page ({ prerender: true }), and the phone addresses of pages that
 * have no phone page, which redirect to the page itself (exact, or `/…/**` keeping the rest of the path).
 */
export function routeRules(routes: readonly RouteDef[] = ROUTES): {
  matcher: RouteMatcher;
  prerendered: string[];
} {
  const statics: Record<string, RouteRule> = {};
  const wildcard: Record<string, RouteRule> = {};
  const prerendered: string[] = [];
  for (const route of routes)
    for (const pattern of patternsOf(route)) {
      const at = pattern.indexOf('/:');
      if (at < 0 && route.static) {
        statics[pattern] = { prerender: true };
        prerendered.push(pattern);
      }
      if (route.device !== 'desktop') continue;
      // A stand-in for each parameter: does the phone address of this page redirect to it?
      const probe = pattern.replace(/:\w+/g, 'x');
      if (!desktopOnlyAddress(MOBILE_PREFIX + probe)) continue;
      if (at < 0) statics[MOBILE_PREFIX + pattern] = { redirect: pattern };
      else
        wildcard[`${MOBILE_PREFIX}${pattern.slice(0, at)}/**`] = { redirect: `${pattern.slice(0, at)}/**` };
    }
  return { matcher: { static: statics, wildcard }, prerendered };
}

export function buildMeta(build: { id: string; timestamp: number }): BuildMeta {
  return { id: build.id, timestamp: build.timestamp, ...routeRules() };
}
