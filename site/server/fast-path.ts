/**
 * The node:http listener of main.ts: answers kept for every visitor (prerendered pages, the 404 page,
 * /assets files) straight from memory, and hands every other request to the Hono app. It decides with
 * the renderer's own `staticChoice()` (the spec's rules, the same function `render()` uses) and answers
 * with the same kept answer the Hono app would send; whatever it is unsure of goes to Hono.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestFacts } from '../entry-server';
import { PAYLOAD_SUFFIX } from './prerendered';
import { API_PATHS } from './site-app';
import type { StaticAnswers, StaticChoice } from './static-answers';

// Addresses the fast path reads as written: anything to decode or normalise (dot segments, `%`,
// doubled slashes, a query) is left to Hono, so both read the address alike.
const PLAIN_PATH = /^\/[A-Za-z0-9_\-.~/]*$/;
const ODD_PATH = /\/\.|\/\//;
// Addresses Hono answers before any page: generated files, the build manifest.
const HONO_OWN = new Set(['/robots.txt', '/sitemap.xml', '/blog/feed.xml']);

export function fastPath(deps: {
  statics: StaticAnswers;
  /** The renderer's decision: which kept page this request gets (entry-server's `staticChoice`). */
  choose: (facts: RequestFacts) => StaticChoice | undefined;
  /** Files and folders of the client build (Hono serves them before any page). */
  files: Set<string>;
  hono: RequestListener;
}): RequestListener {
  const { statics, choose, files, hono } = deps;
  const kept = (req: IncomingMessage) => {
    const path = req.url ?? '';
    if (!PLAIN_PATH.test(path) || ODD_PATH.test(path)) return undefined;
    if (path.startsWith('/assets/')) return statics.assets.get(path);
    if (
      API_PATHS.test(path) ||
      HONO_OWN.has(path) ||
      path.startsWith('/.vite') ||
      path.endsWith(PAYLOAD_SUFFIX) ||
      files.has(path)
    )
      return undefined;
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const choice = choose({
      pathname: path,
      search: '',
      cookie: header('cookie'),
      userAgent: header('user-agent'),
      chUaMobile: header('sec-ch-ua-mobile'),
      acceptLanguage: header('accept-language'),
    });
    // Not kept yet (its first request): Hono renders it and keeps it.
    return choice && statics.page(choice);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method;
    const answer = method === 'GET' || method === 'HEAD' ? kept(req) : undefined;
    if (!answer) return hono(req, res);
    const accept = req.headers['accept-encoding'];
    const out = answer.respond(method as string, accept, req.headers['if-none-match']);
    res.writeHead(out.status, out.headers);
    res.end(out.body);
  };
}
