/** Visitor tracking rules of spec §3–§5, kept pure; `storage.ts` persists their results. */

export const TRACKING_MAX_ENTRIES = 3;
export const TRACKING_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SourceChannel = { sourceChannelId: number; sourceTime: number };
export type TrackingEntry = { sc: string; kw: string; time: number };

/** `sourceChannelId` is coerced to a number after stripping '='; a falsy result is ignored. */
export function parseSourceChannelId(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw.replaceAll('=', ''));
  return value && Number.isFinite(value) ? value : undefined;
}

export function sourceChannelFrom(raw: string | null | undefined, now: number): SourceChannel | undefined {
  const id = parseSourceChannelId(raw);
  return id === undefined ? undefined : { sourceChannelId: id, sourceTime: now };
}

/**
 * Adds an (sc, kw) entry when both are present: drops entries with the same sc or already expired,
 * adds the new one valid for 30 days, sorts by expiry ascending and keeps at most 3 (oldest removed).
 */
export function addTrackingEntry(
  list: readonly TrackingEntry[],
  sc: string | null | undefined,
  kw: string | null | undefined,
  now: number,
): TrackingEntry[] {
  if (!sc || !kw) return [...list];
  const kept = list.filter((e) => e.sc !== sc && e.time > now);
  kept.push({ sc, kw, time: now + TRACKING_TTL_MS });
  kept.sort((a, b) => a.time - b.time);
  while (kept.length > TRACKING_MAX_ENTRIES) kept.shift();
  return kept;
}
