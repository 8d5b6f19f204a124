import { describe, expect, it } from 'vitest';
import { fakeStorage } from './fake-storage';
import { startTracking } from './start-tracking';
import { readAttribution, readTrackingEntries, STORAGE_KEYS } from './storage';
import { TRACKING_TTL_MS } from './tracking';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('tracking at start', () => {
  it('stores the source channel with the time, gclid and affid, and returns the channel', () => {
    const storage = fakeStorage();
    const channel = startTracking('?sourceChannelId==12&gclid=g-1&affid=abc', NOW, storage);
    expect(channel).toEqual({ sourceChannelId: 12, sourceTime: NOW });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.sourceChannel) ?? '')).toEqual(channel);
    expect(storage.data.get(STORAGE_KEYS.gclid)).toBe('g-1');
    expect(readAttribution(storage)).toEqual({ sourceChannelId: 12, affid: 'abc' });
  });

  it('leaves earlier values alone when the query has none (or a falsy channel)', () => {
    const storage = fakeStorage({ [STORAGE_KEYS.affid]: 'old' });
    expect(startTracking('?sourceChannelId=0', NOW, storage)).toBeUndefined();
    expect(storage.data.get(STORAGE_KEYS.sourceChannel)).toBeUndefined();
    expect(storage.data.get(STORAGE_KEYS.affid)).toBe('old');
  });

  it('adds an sc+kw tracking entry only when both are present', () => {
    const storage = fakeStorage();
    startTracking('?sc=google', NOW, storage);
    expect(readTrackingEntries(storage)).toEqual([]);
    startTracking('?sc=google&kw=shopee%20tool', NOW, storage);
    startTracking('?sc=fb&kw=stock', NOW + 1, storage);
    expect(readTrackingEntries(storage)).toEqual([
      { sc: 'google', kw: 'shopee tool', time: NOW + TRACKING_TTL_MS },
      { sc: 'fb', kw: 'stock', time: NOW + 1 + TRACKING_TTL_MS },
    ]);
  });

  it('works when storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(startTracking('?sourceChannelId=5&sc=a&kw=b', NOW, refusing)).toEqual({
      sourceChannelId: 5,
      sourceTime: NOW,
    });
  });
});
