/**
 * Counts per key over a fixed window, in memory; for limits that need not hold across processes.
 * At most `maxKeys` keys are kept, least recently counted first out: a flood of new keys (addresses)
 * pushes out the idle ones, never the busy ones, and never clears every count at once.
 */
export function createWindowCounter(windowMs: number, maxKeys = 10_000) {
  // A Map iterates in insertion order: re-inserting a key on each count keeps the oldest first.
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, amount = 1): number => {
    const now = Date.now();
    let w = windows.get(key);
    if (w) windows.delete(key);
    if (!w || now - w.start >= windowMs) w = { start: now, count: 0 };
    windows.set(key, w);
    while (windows.size > maxKeys) {
      const oldest = windows.keys().next().value as string;
      windows.delete(oldest);
    }
    // Expired windows at the old end are of no use; drop a few per call so idle keys do not stay.
    for (const [k, old] of windows) {
      if (k === key || now - old.start < windowMs) break;
      windows.delete(k);
    }
    w.count += amount;
    return w.count;
  };
}
