// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../config';
import { track } from './analytics';
import { fakeStorage } from './fake-storage';
import { DEVICE_ID_COOKIE, identityOf, startAnalytics } from './start-analytics';
import { STORAGE_KEYS } from './storage';

function collector() {
  const calls: { url: string; body: Record<string, unknown>; keepalive?: boolean }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), keepalive: init?.keepalive });
    return new Response('{"code":200}', { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote.
  document.cookie = `${DEVICE_ID_COOKIE}=; Max-Age=0; Path=/`;
});

describe('analytics start', () => {
  it('posts the count page view, keeps a device id cookie and sends bridged events', async () => {
    const { calls, fetch } = collector();
    const storage = fakeStorage();
    track('channel management', { sourceChannelId: 12 });
    const stop = startAnalytics({
      apiBaseUrl: '',
      analyticsServerUrl: '',
      appVersion: APP_VERSION,
      apiKey: 'k',
      pageName: 'home',
      doc: document,
      fetch,
      storage,
      batch: true,
    });
    expect(calls[0]).toEqual({
      url: '/api/collect',
      body: { event: 'count', properties: { name: 'home', url: 'http://localhost:3000/' } },
      keepalive: undefined,
    });
    const deviceId = /sw_device_id=([^;]+)/.exec(document.cookie)?.[1];
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]?.url).toBe('/api/batch-report.json');
    const events = calls[1]?.body.events as Record<string, unknown>[];
    expect(events.map((e) => e.event_type)).toEqual(['session_start', 'channel management']);
    expect(events[0]?.device_id).toBe(deviceId);
    expect(events.map((e) => e.app_version)).toEqual(['1.0.453', '1.0.453']);
    // Not signed in: no user_id or parent_id at all.
    expect(events.some((e) => 'user_id' in e || 'parent_id' in e)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.analyticsSession)).toBe(true);
    stop();

    // The same device id next time.
    const again = collector();
    startAnalytics({
      apiBaseUrl: '',
      analyticsServerUrl: '',
      appVersion: APP_VERSION,
      apiKey: 'k',
      pageName: 'home',
      doc: document,
      fetch: again.fetch,
      storage,
    })();
    expect(/sw_device_id=([^;]+)/.exec(document.cookie)?.[1]).toBe(deviceId);
  });

  it('flushes with keepalive when the page is hidden, and stops on withdrawal', async () => {
    const { calls, fetch } = collector();
    const stop = startAnalytics({
      apiBaseUrl: 'https://api.s.example',
      analyticsServerUrl: '',
      appVersion: APP_VERSION,
      apiKey: 'k',
      pageName: 'home',
      doc: document,
      fetch,
    });
    track('click');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toMatchObject({ url: 'https://api.s.example/api/report.json', keepalive: true });
    visibility.mockRestore();
    stop();
    const before = calls.length;
    track('after stop');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(before);
  });

  it('sends to the EU zone server when the runtime config names it, the same two paths', async () => {
    const { calls, fetch } = collector();
    const stop = startAnalytics({
      apiBaseUrl: '',
      analyticsServerUrl: 'https://eu.collect.example',
      appVersion: APP_VERSION,
      apiKey: 'k',
      pageName: 'home',
      doc: document,
      fetch,
      batch: true,
    });
    track('one');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.at(-1)?.url).toBe('https://eu.collect.example/api/batch-report.json');
    stop();
  });

  it('gives events user_id and parent_id once the login check answers with them', async () => {
    const { calls, fetch } = collector();
    const stop = startAnalytics({
      apiBaseUrl: '',
      analyticsServerUrl: '',
      appVersion: APP_VERSION,
      apiKey: 'k',
      pageName: 'home',
      doc: document,
      fetch,
      loginIdentity: async () =>
        identityOf({ code: 0, data: { isLogin: true, userId: '42001', parentId: '42000' } }),
    });
    await vi.advanceTimersByTimeAsync(0);
    track('signed in');
    await vi.advanceTimersByTimeAsync(1000);
    const events = calls.at(-1)?.body.events as Record<string, unknown>[];
    expect(events.at(-1)).toMatchObject({ event_type: 'signed in', user_id: '42001', parent_id: '42000' });
    stop();
  });

  it('knows no identity when not signed in, and omits a parent id the answer lacks', () => {
    expect(identityOf({ code: 0, data: { isLogin: false } })).toBeUndefined();
    expect(identityOf({ code: 1, data: null })).toBeUndefined();
    expect(identityOf({ code: 0, data: { isLogin: true, userId: '7' } })).toEqual({ userId: '7' });
  });
});
