import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../contract/index.ts';
import { ANALYTICS_PATHS } from '../src/routes/telemetry.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the route table is the API', () => {
  test('every entry has exactly one handler, and every handler is an entry', () => {
    // Besides the table: the analytics collector (its own format) and the development-only /dev/ calls.
    const handlers = api.app.routes
      .filter((r) => r.method !== 'ALL' && !ANALYTICS_PATHS.has(r.path) && !r.path.startsWith('/dev/'))
      .map((r) => key(r.method, r.path));
    const entries = Object.values(ROUTES).map((r) => key(r.method, r.path));
    expect(handlers.toSorted()).toEqual(entries.toSorted());
  });

  test('the content cache runs on exactly the cacheable entries', () => {
    const cached = api.app.routes.filter((r) => r.method === 'ALL' && r.path !== '/*').map((r) => r.path);
    const cacheable = Object.values(ROUTES).flatMap((r) => ('cacheable' in r ? [r.path] : []));
    expect(cached.toSorted()).toEqual([...new Set(cacheable)].toSorted());
  });
});
