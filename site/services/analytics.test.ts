import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsEvent,
  type AnalyticsOptions,
  type AnalyticsSession,
  attachAnalytics,
  createAnalytics,
  track,
} from './analytics';

const T0 = Date.UTC(2026, 10, 21, 12);

type Sent = { url: string; body: { api_key: string; events: AnalyticsEvent[]; options: unknown } };

/** A collector that answers each request with the next status (the last one repeats). */
function fakeCollector(statuses: number[] = [200], error?: string) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const status = statuses.length > 1 ? (statuses.shift() as number) : (statuses[0] as number);
    return new Response(JSON.stringify(status === 200 ? { code: 200 } : { code: status, error }), { status });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch };
}

function setup(overrides: Partial<AnalyticsOptions> = {}, statuses?: number[], error?: string) {
  const collector = fakeCollector(statuses, error);
  let session: AnalyticsSession | undefined;
  const log = { debug: vi.fn(), warn: vi.fn() };
  let id = 0;
  const client = createAnalytics({
    apiKey: 'key-1',
    serverUrl: '/api/batch-report.json',
    deviceId: 'device-0001',
    appVersion: '1.0.453',
    loadSession: () => session,
    saveSession: (s) => {
      session = s;
    },
    fetch: collector.fetch,
    now: Date.now,
    newId: () => `id-${++id}`,
    log,
    ...overrides,
  });
  return { client, ...collector, log, session: () => session };
}

const types = (sent: Sent[]) => sent.flatMap((s) => s.body.events.map((e) => e.event_type));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('analytics client', () => {
  it('sends after the 1000 ms flush interval in the collector format', async () => {
    const { client, sent, log } = setup();
    client.track('page', { path: '/en_US/index.htm' });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/batch-report.json');
    expect(sent[0]?.body.api_key).toBe('key-1');
    expect(sent[0]?.body.options).toEqual({ min_id_length: 5 });
    expect(sent[0]?.body.events[1]).toEqual({
      event_type: 'page',
      device_id: 'device-0001',
      app_version: '1.0.453',
      session_id: T0,
      time: T0,
      insert_id: 'id-2',
      event_properties: { path: '/en_US/index.htm' },
    });
    expect(log.debug).toHaveBeenCalledWith(ANALYTICS_MESSAGES.success, 2);
  });

  it('starts a session with session_start, and after 30 idle minutes ends it first', async () => {
    const { client, sent, session } = setup();
    client.track('a');
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
    client.track('b'); // exactly 30 minutes later: same session
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000 + 1);
    client.track('c');
    await vi.advanceTimersByTimeAsync(1000);
    expect(types(sent)).toEqual(['session_start', 'a', 'b', 'session_end', 'session_start', 'c']);
    const events = sent.flatMap((s) => s.body.events);
    const end = events.find((e) => e.event_type === 'session_end');
    expect(end).toMatchObject({ session_id: T0, time: T0 + 30 * 60 * 1000 });
    expect(session()?.sessionId).toBe(T0 + 60 * 60 * 1000 + 1);
  });

  it('keeps a stored session that is still fresh (no new session_start)', async () => {
    const { client, sent } = setup({
      loadSession: () => ({ sessionId: T0 - 5000, lastEventTime: T0 - 1000 }),
    });
    client.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(types(sent)).toEqual(['a']);
    expect(sent[0]?.body.events[0]?.session_id).toBe(T0 - 5000);
  });

  it('flushes at once when 30 events are waiting, in batches of 30', async () => {
    const { client, sent } = setup({ trackSessions: false });
    for (let i = 0; i < 29; i++) client.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    client.track('e29');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.events).toHaveLength(30);
  });

  it('retries failures after 1 s × attempt and gives up after 5 retries', async () => {
    const { client, sent, log } = setup({ trackSessions: false }, [503]);
    client.track('a');
    await vi.advanceTimersByTimeAsync(1000); // first try
    for (const [retry, wait] of [1000, 2000, 3000, 4000, 5000].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sent).toHaveLength(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(retry + 2);
    }
    expect(log.warn).toHaveBeenCalledWith(ANALYTICS_MESSAGES.retryExceeded, 'a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(6);
  });

  it('retries a network failure and a timeout like a server failure', async () => {
    const { client, sent } = setup({ trackSessions: false }, [408, 200]);
    client.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);

    const offline = setup({
      trackSessions: false,
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    offline.client.track('b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(offline.log.warn).not.toHaveBeenCalled();
  });

  it('waits 30 s after a 429 before trying again', async () => {
    const { client, sent } = setup({ trackSessions: false }, [429, 200]);
    client.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(types(sent)).toEqual(['a', 'a']);
  });

  it('splits the batch on 413 and drops a single event that is still too large', async () => {
    const { client, sent } = setup({ trackSessions: false }, [413, 200, 200]);
    for (let i = 0; i < 4; i++) client.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.body.events.length)).toEqual([4, 2, 2]);

    const single = setup({ trackSessions: false }, [413]);
    single.client.track('huge');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(single.sent).toHaveLength(1);
    expect(single.log.warn).toHaveBeenCalledWith(ANALYTICS_MESSAGES.unexpected, 413);
  });

  it('stops for good on an invalid API key; drops other invalid requests', async () => {
    const { client, sent, log } = setup({ trackSessions: false }, [400], 'Invalid API key');
    client.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    client.track('b');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith(ANALYTICS_MESSAGES.invalidApiKey);
    expect(log.warn).toHaveBeenCalledWith(ANALYTICS_MESSAGES.invalidApiKey, 'b');

    const other = setup({ trackSessions: false }, [400], 'Request missing required field');
    other.client.track('a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(other.sent).toHaveLength(1);
    expect(other.log.warn).toHaveBeenCalledWith(
      ANALYTICS_MESSAGES.unexpected,
      400,
      'Request missing required field',
    );
  });

  it('rejects events without an API key and skips them when opted out', async () => {
    const noKey = setup({ apiKey: '' });
    noKey.client.track('a');
    expect(noKey.log.warn).toHaveBeenCalledWith(ANALYTICS_MESSAGES.missingApiKey, 'a');

    const { client, sent, log } = setup();
    client.track('a');
    client.setOptOut(true);
    client.track('b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(0);
    expect(log.debug).toHaveBeenCalledWith(ANALYTICS_MESSAGES.optOut, 'b');
  });

  it('keeps at most 1000 property keys per event', async () => {
    const { client, sent, log } = setup({ trackSessions: false });
    client.track('wide', Object.fromEntries(Array.from({ length: 1005 }, (_, i) => [`k${i}`, i])));
    await vi.advanceTimersByTimeAsync(1000);
    const props = sent[0]?.body.events[0]?.event_properties ?? {};
    expect(Object.keys(props)).toHaveLength(1000);
    expect(props.k999).toBe(999);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('flushes with keepalive on demand', async () => {
    const { client, calls } = setup({ trackSessions: false });
    client.track('a');
    await client.flush(true);
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});

describe('tracking bridge', () => {
  it('holds events until a client attaches, up to 512', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    for (let i = 0; i < 513; i++) track('early', { i });
    expect(debug).toHaveBeenCalledWith(ANALYTICS_MESSAGES.notInitialized, 'early');
    const client = { track: vi.fn(), flush: vi.fn(), setOptOut: vi.fn(), setIdentity: vi.fn() };
    attachAnalytics(client);
    expect(client.track).toHaveBeenCalledTimes(512);
    track('late');
    expect(client.track).toHaveBeenLastCalledWith('late', undefined);
    attachAnalytics(undefined);
    debug.mockRestore();
  });
});
