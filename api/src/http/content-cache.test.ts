import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { CONTENT_CACHE_CONTROL, contentCache } from './content-cache.ts';

/** An app whose one content call counts how often it really runs; the version is set by the test. */
function cachedApp(maxBytes: number) {
  let version = 'v1';
  const runs: Record<string, number> = {};
  const app = new Hono();
  app.use(
    '*',
    contentCache({ version: { current: async () => version, published: async () => version }, maxBytes }),
  );
  app.get('/item/:id', async (c) => {
    const id = c.req.param('id');
    runs[id] = (runs[id] ?? 0) + 1;
    // A query takes a while: concurrent requests overlap the way they do under load.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (id === 'missing') return c.json({ code: 1006 }, 404);
    return c.json({ id, version, text: 'x'.repeat(1000) });
  });
  const get = async (id: string) => (await app.request(`/item/${id}`)).text();
  return { runs, get, setVersion: (v: string) => (version = v), app };
}

describe('content cache', () => {
  test('a hit is the same bytes without running the handler; errors are never kept', async () => {
    const { runs, get } = cachedApp(1 << 20);
    const first = await get('a');
    expect(await get('a')).toBe(first);
    expect(runs.a).toBe(1);
    await get('missing');
    await get('missing');
    expect(runs.missing).toBe(2);
  });

  test('a new content version empties it', async () => {
    const { runs, get, setVersion } = cachedApp(1 << 20);
    await get('a');
    setVersion('v2');
    expect(JSON.parse(await get('a')).version).toBe('v2');
    expect(runs.a).toBe(2);
  });

  test('stays within its byte budget, dropping the least recently used', async () => {
    // Each answer is about 1.5 KB with its overhead: two fit, three do not.
    const { runs, get } = cachedApp(3500);
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // evicts b
    await get('a');
    await get('c');
    expect(runs).toEqual({ a: 1, b: 1, c: 1 });
    await get('b');
    expect(runs.b).toBe(2);
  });

  test('an answer bigger than the whole budget is served but not kept; 0 turns it off', async () => {
    for (const budget of [100, 0]) {
      const { runs, get } = cachedApp(budget);
      await get('a');
      await get('a');
      expect(runs.a).toBe(2);
    }
  });

  test('ETag, 304 for a matching If-None-Match (strong, weak, in a list, *), 200 otherwise', async () => {
    const { app, runs } = cachedApp(1 << 20);
    const first = await app.request('/item/a');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe(CONTENT_CACHE_CONTROL);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.request('/item/a', { headers: { 'if-none-match': header } });
      expect(res.status, header).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
    }
    const other = await app.request('/item/a', { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    expect(runs.a).toBe(1);
  });

  test('50 concurrent misses for one key run the handler once and share its bytes (cold start)', async () => {
    const { runs, get } = cachedApp(1 << 20);
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('a')));
    expect(runs.a).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // Other keys are not held up by, or merged with, that one.
    await Promise.all([get('b'), get('c'), get('b')]);
    expect(runs).toEqual({ a: 1, b: 1, c: 1 });
  });

  test('after a content change, 50 concurrent requests run the handler once and all get the new answer', async () => {
    const { runs, get, setVersion } = cachedApp(1 << 20);
    await get('a');
    setVersion('v2');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('a')));
    expect(runs.a).toBe(2);
    expect(answers.every((a) => JSON.parse(a).version === 'v2')).toBe(true);
  });

  test('concurrent misses whose answer cannot be kept (404) each get their own answer', async () => {
    const { runs, app } = cachedApp(1 << 20);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/item/missing')));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(runs.missing).toBe(5);
  });

  test('with the cache off (budget 0) nothing is shared: every request runs the handler', async () => {
    const { runs, get } = cachedApp(0);
    await Promise.all(Array.from({ length: 10 }, () => get('a')));
    expect(runs.a).toBe(10);
  });
});
