import { describe, expect, it, vi } from 'vitest';
import { contentIndexLoader } from './content-index';
import { INDEX } from './content-index.fixtures';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('contentIndexLoader', () => {
  it('calls the contentIndex route once, shares the call and keeps the answer for the TTL', async () => {
    let clock = 0;
    const apiFetch = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(
        'http://in-process/api/v1/content/index.json',
      );
      return answer({ code: 0, msg: 'ok', data: INDEX });
    });
    const load = contentIndexLoader({
      apiFetch: apiFetch as unknown as typeof fetch,
      apiBaseUrl: 'http://in-process',
      ttlMs: 1000,
      now: () => clock,
    });
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toEqual(INDEX);
    expect(b).toBe(a);
    clock = 999;
    await load();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    clock = 1000;
    await load();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('answers undefined when the API fails and nothing is kept, the stale index when one is', async () => {
    let clock = 0;
    let ok = false;
    const apiFetch = vi.fn(async () =>
      ok ? answer({ code: 0, msg: 'ok', data: INDEX }) : answer({ code: 500, msg: 'error.internal' }, 500),
    );
    const load = contentIndexLoader({
      apiFetch: apiFetch as unknown as typeof fetch,
      apiBaseUrl: 'http://in-process',
      ttlMs: 10,
      now: () => clock,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await load()).toBeUndefined();
    ok = true;
    expect(await load()).toEqual(INDEX);
    ok = false;
    clock = 50;
    expect(await load()).toEqual(INDEX);
    expect(apiFetch).toHaveBeenCalledTimes(3);
  });

  it('refuses an answer that does not match the contract', async () => {
    const load = contentIndexLoader({
      apiFetch: (async () =>
        answer({ code: 0, msg: 'ok', data: { blog: 'nope' } })) as unknown as typeof fetch,
      apiBaseUrl: 'http://in-process',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await load()).toBeUndefined();
  });
});
