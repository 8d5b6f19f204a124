import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const HOUR = 3600;

/** Serialises concurrent checks of one key across connections and processes until the transaction ends. */
async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

async function windowStats(tx: Tx, key: string) {
  const since = new Date(Date.now() - HOUR * 1000);
  const [row] = await tx
    .select({ sends: count(), first: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  const [last] = await tx
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(eq(rateEvents.key, key))
    .orderBy(sql`${rateEvents.createdAt} desc`)
    .limit(1);
  return { sends: row?.sends ?? 0, first: row?.first ?? null, last: last?.at ?? null };
}

const secondsUntil = (from: Date, plusSeconds: number) =>
  Math.max(1, Math.ceil((from.getTime() + plusSeconds * 1000 - Date.now()) / 1000));

/**
 * Counts one code send for the target and the caller's IP, or throws with the seconds to wait:
 * 60 s between sends and 10 an hour per target, a configurable number an hour per IP.
 * Must run inside the transaction that creates the code, so a refused send leaves nothing behind.
 */
export async function consumeSend(tx: Tx, limits: ApiConfig['rateLimits'], target: string, ip: string) {
  const targetKey = `send:target:${target}`;
  const ipKey = `send:ip:${ip}`;
  await lockKey(tx, targetKey);
  await lockKey(tx, ipKey);
  const perTarget = await windowStats(tx, targetKey);
  if (perTarget.last) {
    const wait = Math.ceil(
      (perTarget.last.getTime() + limits.sendIntervalSeconds * 1000 - Date.now()) / 1000,
    );
    if (wait > 0) throw new ApiError('SEND_TOO_SOON', { retryAfter: wait });
  }
  if (perTarget.sends >= limits.sendsPerHourPerTarget && perTarget.first) {
    throw new ApiError('SEND_LIMIT_REACHED', { retryAfter: secondsUntil(perTarget.first, HOUR) });
  }
  const perIp = await windowStats(tx, ipKey);
  if (perIp.sends >= limits.sendsPerHourPerIp && perIp.first) {
    throw new ApiError('RATE_LIMITED', { retryAfter: secondsUntil(perIp.first, HOUR) });
  }
  await tx.insert(rateEvents).values([{ key: targetKey }, { key: ipKey }]);
}
