import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas, loginFailures, outbox, rateEvents, verificationCodes } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

const DAY_MS = 86_400_000;
/** Longer than any rate window (the longest is an hour), so no count a limit reads is ever purged. */
const RATE_EVENTS_KEEP_MS = DAY_MS;

// Per database: the last run, or the run in progress (callers share it rather than start another).
const lastRun = new WeakMap<Db, { at: number; running?: Promise<void> }>();

/**
 * Deletes what is no longer needed and should not be kept: sent (or unsendable) messages after the outbox TTL,
 * captchas once expired, used or expired codes after a day, rate events older than any window, and failure
 * counts of keys neither locked nor tried for a day. Called opportunistically (after a send); runs at most
 * once per purgeEverySeconds per process, and a failure only waits for the next turn.
 */
export async function housekeeping(deps: Deps, options: { force?: boolean } = {}): Promise<void> {
  const state = lastRun.get(deps.db);
  if (state?.running) return state.running;
  const every = deps.config.outbox.purgeEverySeconds * 1000;
  if (!options.force && state && Date.now() - state.at < every) return;
  const running = purge(deps).catch((error) => console.error('housekeeping failed', error));
  lastRun.set(deps.db, { at: Date.now(), running });
  await running;
  lastRun.set(deps.db, { at: Date.now() });
}

async function purge({ db, config }: Deps) {
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  await db.delete(outbox).where(lt(outbox.createdAt, ago(config.outbox.ttlSeconds * 1000)));
  await db.delete(captchas).where(or(lt(captchas.expiresAt, sql`now()`), isNotNull(captchas.consumedAt)));
  await db
    .delete(verificationCodes)
    .where(
      and(
        lt(verificationCodes.createdAt, ago(DAY_MS)),
        or(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.expiresAt, sql`now()`)),
      ),
    );
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, ago(RATE_EVENTS_KEEP_MS)));
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.updatedAt, ago(DAY_MS)),
        sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} < now())`,
      ),
    );
}
