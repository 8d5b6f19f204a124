import { describe, expect, it } from 'vitest';
import { LruCache } from './render-cache';

describe('LruCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new LruCache<number>({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k7')).toBe(7);
    // k7 was just used: the next insert drops k8, the oldest.
    cache.set('k10', 10);
    expect(cache.get('k7')).toBe(7);
    expect(cache.get('k8')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('keeps the total size under maxBytes and refuses an entry larger than the cap', () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxBytes: 10, sizeOf: (v) => v.length });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, 'abcd');
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10);
    cache.set('k19', 'ab');
    expect(cache.bytes).toBe(6);
  });

  it('drops entries older than ttlMs', () => {
    let now = 0;
    const cache = new LruCache<number>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    now = 100;
    expect(cache.get('a')).toBe(1);
    now = 101;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
