import type { MiddlewareHandler } from 'hono';
import { requestLanguage } from './input.ts';

/**
 * Content answers change only when content/ is seeded, so successful ones are kept in memory for a minute.
 * Seeding bumps the generation, which empties every cache of its process; other processes see new content
 * within the TTL. The key holds the URL and the language the request resolves to (some calls read headers).
 */
const TTL = 60_000;
const MAX_ENTRIES = 5_000;
let generation = 0;

export function contentCache(): MiddlewareHandler {
  const entries = new Map<string, { at: number; generation: number; body: string; contentType: string }>();
  return async (c, next) => {
    const key = `${c.req.method} ${c.req.url} ${requestLanguage(c)}`;
    const hit = entries.get(key);
    if (hit && hit.generation === generation && Date.now() - hit.at < TTL) {
      return c.body(hit.body, 200, { 'Content-Type': hit.contentType });
    }
    const started = generation;
    await next();
    if (c.res.status !== 200) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const body = await c.res.clone().text();
    const contentType = c.res.headers.get('content-type') ?? 'application/json';
    entries.set(key, { at: Date.now(), generation: started, body, contentType });
  };
}

export function clearContentCache() {
  generation++;
}
