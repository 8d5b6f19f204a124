import { readTrackingEntries, STORAGE_KEYS, type Store, writeJson, writeText } from './storage';
import { addTrackingEntry, type SourceChannel, sourceChannelFrom } from './tracking';

/**
 * Spec §3–§5 at start: stores the query's source channel (with the time), gclid, affid and the sc+kw
 * tracking entry, so sign-up can attribute the visitor later. Returns the new source channel, which the
 * caller reports to analytics as 'channel management'.
 */
export function startTracking(search: string, now: number, storage?: Store): SourceChannel | undefined {
  const query = new URLSearchParams(search);
  const channel = sourceChannelFrom(query.get('sourceChannelId'), now);
  if (channel) writeJson(STORAGE_KEYS.sourceChannel, channel, storage);
  for (const key of ['gclid', 'affid'] as const) {
    const value = query.get(key);
    if (value) writeText(STORAGE_KEYS[key], value, storage);
  }
  const sc = query.get('sc');
  const kw = query.get('kw');
  if (sc && kw) {
    writeJson(STORAGE_KEYS.tracking, addTrackingEntry(readTrackingEntries(storage), sc, kw, now), storage);
  }
  return channel;
}
