import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyUploadStatus, isProductionHost } from './analytics-rules';
import { isNewerBuild, mayReload } from './build-update';
import { prefetchDelay } from './payload-prefetch';
import { proSiteUrl, shouldPromptSiteSwitch, siteSwitchSuppressedUntil } from './site-switch';
import { addTrackingEntry, parseSourceChannelId, TRACKING_TTL_MS, type TrackingEntry } from './tracking';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('source channel', () => {
  it.each([
    ['42', 42],
    ['=42', 42],
    ['4=2', 42],
    ['0', undefined],
    ['', undefined],
    ['abc', undefined],
    [null, undefined],
  ])('%s → %s', (raw, want) => expect(parseSourceChannelId(raw)).toBe(want));
});

describe('tracking entries', () => {
  it('needs both sc and kw', () => {
    expect(addTrackingEntry([], 'google', '', NOW)).toEqual([]);
    expect(addTrackingEntry([], undefined, 'shoes', NOW)).toEqual([]);
  });

  it('replaces the same sc, drops expired ones, adds with a 30-day expiry', () => {
    const list: TrackingEntry[] = [
      { sc: 'google', kw: 'old', time: NOW + 1000 },
      { sc: 'fb', kw: 'gone', time: NOW - 1 },
    ];
    expect(addTrackingEntry(list, 'google', 'new', NOW)).toEqual([
      { sc: 'google', kw: 'new', time: NOW + TRACKING_TTL_MS },
    ]);
  });

  it('keeps at most three, sorted by expiry, removing the oldest', () => {
    const entry = fc.record({
      sc: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      kw: fc.string({ minLength: 1 }),
      time: fc.integer({ min: NOW - 1e9, max: NOW + TRACKING_TTL_MS }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), fc.constantFrom('a', 'x'), (list, sc) => {
        const out = addTrackingEntry(list, sc, 'kw', NOW);
        expect(out.length).toBeLessThanOrEqual(3);
        expect(out.at(-1)).toEqual({ sc, kw: 'kw', time: NOW + TRACKING_TTL_MS });
        expect(out.filter((e) => e.sc === sc)).toHaveLength(1);
        expect(out.every((e) => e.time > NOW)).toBe(true);
        expect([...out].sort((a, b) => a.time - b.time)).toEqual(out);
      }),
    );
  });
});

describe('site-switch prompt', () => {
  it('is suppressed until the start of today plus 96 hours minus 1 ms', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    expect(siteSwitchSuppressedUntil(now)).toBe(new Date(2026, 10, 25, 0, 0, 0, 0).getTime() - 1);
  });

  it('shows only on the main host, undismissed, when the check says code 0 and flag yes', () => {
    const base = {
      host: 'www.sellwise.example',
      mainHost: 'www.sellwise.example',
      dismissedUntil: undefined,
      now: NOW,
      check: { code: 0, data: { code: 1, flag: 'yes' } },
    };
    expect(shouldPromptSiteSwitch(base)).toBe(true);
    expect(shouldPromptSiteSwitch({ ...base, host: 'help.sellwise.example' })).toBe(false);
    expect(shouldPromptSiteSwitch({ ...base, dismissedUntil: NOW + 1 })).toBe(false);
    expect(shouldPromptSiteSwitch({ ...base, dismissedUntil: NOW - 1 })).toBe(true);
    expect(shouldPromptSiteSwitch({ ...base, check: { code: 0, data: { flag: 'no' } } })).toBe(false);
    expect(shouldPromptSiteSwitch({ ...base, check: { code: 1, data: { flag: 'yes' } } })).toBe(false);
    expect(shouldPromptSiteSwitch({ ...base, check: undefined })).toBe(false);
  });

  it('confirms by swapping the host only', () => {
    expect(proSiteUrl('https://www.sellwise.example/th/index.htm?x=1', 'pro.sellwise.example')).toBe(
      'https://pro.sellwise.example/th/index.htm?x=1',
    );
  });
});

describe('build update and reload guard', () => {
  it('knows a new build', () => {
    expect(isNewerBuild('b1', { id: 'b2', timestamp: 1 })).toBe(true);
    expect(isNewerBuild('b1', { id: 'b1', timestamp: 1 })).toBe(false);
    expect(isNewerBuild('b1', undefined)).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(mayReload(storage, NOW)).toBe(true);
    expect(mayReload(storage, NOW + 9_999)).toBe(false);
    expect(mayReload(storage, NOW + 10_000)).toBe(true);
  });

  it('skips prefetch on slow-2g, else waits 1 s', () => {
    expect(prefetchDelay('slow-2g')).toBeUndefined();
    expect(prefetchDelay('4g')).toBe(1000);
    expect(prefetchDelay(undefined)).toBe(1000);
  });
});

describe('analytics rules', () => {
  it('runs only on production hosts', () => {
    expect(isProductionHost('WWW.sellwise.example', ['www.sellwise.example', 'help.sellwise.example'])).toBe(
      true,
    );
    expect(isProductionHost('localhost', ['www.sellwise.example'])).toBe(false);
  });

  it.each([
    [200, 'success'],
    [204, 'success'],
    [429, 'rate_limit'],
    [413, 'payload_too_large'],
    [408, 'timeout'],
    [400, 'invalid'],
    [500, 'failed'],
    [503, 'failed'],
  ] as const)('status %i is %s', (status, want) => expect(classifyUploadStatus(status)).toBe(want));
});
