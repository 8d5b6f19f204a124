/** Counts per key over a fixed window, in memory; for limits that need not hold across processes. */
export function createWindowCounter(windowMs: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, amount = 1): number => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (windows.size >= maxKeys) windows.clear();
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += amount;
    return w.count;
  };
}
