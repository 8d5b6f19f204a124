import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The public writes limited per client address. */
export type WriteKind =
  | 'feedback'
  | 'bookTraining'
  | 'spxEnquiry'
  | 'partnerApply'
  | 'collect'
  | 'monitoring'
  | 'analytics';
export interface WriteLimit {
  /** Writes one address may make within the window. */
  max: number;
  windowSeconds: number;
}

/**
 * Writes per client address, counted in the database (rate_events) so they hold across processes.
 * Forms: a few corrections, not a flood. Telemetry: far above what one visitor's pages send (a page
 * sends a handful of counts and one analytics batch every few seconds), so a shared office address
 * is not cut off; the collector's events are capped separately (telemetry.ts).
 */
export const WRITE_LIMITS: Readonly<Record<WriteKind, WriteLimit>> = {
  feedback: { max: 10, windowSeconds: 600 },
  bookTraining: { max: 5, windowSeconds: 3600 },
  spxEnquiry: { max: 5, windowSeconds: 3600 },
  partnerApply: { max: 3, windowSeconds: 3600 },
  collect: { max: 600, windowSeconds: 60 },
  monitoring: { max: 60, windowSeconds: 60 },
  analytics: { max: 300, windowSeconds: 60 },
};
/** A body sent again from the same address within this many seconds is the same request: stored once. */
export const REPEAT_WINDOW_SECONDS = 600;

/** The defaults with every max multiplied by `factor` (config.ts: WRITE_LIMIT_FACTOR). */
export function scaledWriteLimits(factor: number): Record<WriteKind, WriteLimit> {
  const f = Number.isFinite(factor) && factor >= 1 ? factor : 1;
  return Object.fromEntries(
    Object.entries(WRITE_LIMITS).map(([kind, l]) => [kind, { ...l, max: Math.round(l.max * f) }]),
  ) as Record<WriteKind, WriteLimit>;
}

export function writeLimitOf(config: ApiConfig, kind: WriteKind): WriteLimit {
  return config.writeLimits[kind];
}

/** Serialises concurrent checks of one key across connections and processes until the transaction ends. */
export async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const writeKey = (kind: WriteKind, ip: string) => `write:${kind}:${ip}`;

/**
 * Counts one write of the address, or throws RATE_LIMITED with the seconds until the oldest write in
 * the window leaves it. Runs inside the transaction that stores the write, so a refused or failed
 * write counts nothing. `at` is the event's time (the stored row's, for repeats: see `writeOnce`).
 */
export async function consumeWrite(tx: Tx, kind: WriteKind, ip: string, limit: WriteLimit, at = new Date()) {
  const key = writeKey(kind, ip);
  await lockKey(tx, key);
  const since = new Date(at.getTime() - limit.windowSeconds * 1000);
  // Events out of the window count for nothing any more; dropping them keeps each key's rows few.
  await tx.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.createdAt, since)));
  const [row] = await tx
    .select({ n: count(), first: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  if ((row?.n ?? 0) >= limit.max && row?.first) {
    const wait = row.first.getTime() + limit.windowSeconds * 1000 - at.getTime();
    throw new ApiError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(wait / 1000)) });
  }
  await tx.insert(rateEvents).values({ key, createdAt: at });
}

/** Object keys sorted, so the same fields in another order are the same body. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface OnceWrite<T> {
  kind: WriteKind;
  ip: string;
  limit: WriteLimit;
  /** What makes two requests the same: the parsed body (and anything else the answer depends on). */
  body: unknown;
  /**
   * Stores the write. Its row must carry `at` as its creation time: that is how a repeat finds it again
   * (rate_events holds only a key and a time, and the schema is not this module's to change).
   */
  insert: (tx: Tx, at: Date) => Promise<T>;
  /** The answer of the write stored at `at` with this body, if it is still there. */
  find: (tx: Tx, at: Date) => Promise<T | undefined>;
}

/**
 * A limited write stored once: the same body from the same address within REPEAT_WINDOW_SECONDS answers
 * what the first one did (a double click, a retried request) and counts nothing; anything else counts
 * against the address's limit, then is stored. One transaction, serialised per address and kind.
 */
export async function writeOnce<T>(db: Db, w: OnceWrite<T>): Promise<{ value: T; repeat: boolean }> {
  const hash = createHash('sha256').update(canonical(w.body)).digest('base64url');
  const repeatKey = `repeat:${w.kind}:${w.ip}:${hash}`;
  return db.transaction(async (tx) => {
    await lockKey(tx, writeKey(w.kind, w.ip));
    const now = new Date();
    const [seen] = await tx
      .select({ at: rateEvents.createdAt })
      .from(rateEvents)
      .where(
        and(
          eq(rateEvents.key, repeatKey),
          gt(rateEvents.createdAt, new Date(now.getTime() - REPEAT_WINDOW_SECONDS * 1000)),
        ),
      )
      .orderBy(desc(rateEvents.createdAt))
      .limit(1);
    if (seen) {
      const value = await w.find(tx, seen.at);
      if (value !== undefined) return { value, repeat: true };
    }
    await tx.delete(rateEvents).where(eq(rateEvents.key, repeatKey));
    await consumeWrite(tx, w.kind, w.ip, w.limit, now);
    const value = await w.insert(tx, now);
    await tx.insert(rateEvents).values({ key: repeatKey, createdAt: now });
    return { value, repeat: false };
  });
}
