import { and, eq, gt, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { checkCaptcha } from './captcha.ts';

/**
 * Counts one attempt for the key, atomically in the database, before its password is checked: the counter
 * holds every attempt that has not succeeded, finished or still running, so a burst (from one process or
 * several) cannot have more passwords checked than the limits allow. The increment happens only while the
 * key is unlocked and below `below`; returns the count including this attempt, or null when refused.
 */
async function reserve(deps: Deps, key: string, below: number): Promise<number | null> {
  const [row] = await deps.db
    .insert(loginFailures)
    .values({ accountKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: new Date() },
      setWhere: sql`${loginFailures.failures} < ${below} and (${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now())`,
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? null;
}

function lockedError(lockedUntil: Date | null, lockMinutes: number) {
  // Without a lock yet, the attempts that fill the count are still running; the last of them sets it.
  const until = lockedUntil?.getTime() ?? Date.now() + lockMinutes * 60_000;
  return new ApiError('ACCOUNT_LOCKED', { retryAfter: Math.max(1, Math.ceil((until - Date.now()) / 1000)) });
}

/**
 * Failed logins are counted per account key, existing or not (so locking reveals nothing): the picture
 * captcha is needed once 3 attempts have failed, and 10 lock the key for 15 minutes. Returns the number of
 * this attempt, to be passed to loginFailed or loginSucceeded once the password is checked.
 */
export async function guardLogin(
  deps: Deps,
  key: string,
  captcha: { id?: string; answer?: string },
): Promise<number> {
  const limits = deps.config.rateLimits;
  const free = await reserve(deps, key, limits.loginFailuresBeforeCaptcha);
  if (free !== null) return free;
  const [row] = await deps.db.select().from(loginFailures).where(eq(loginFailures.accountKey, key)).limit(1);
  if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    throw lockedError(row.lockedUntil, limits.lockMinutes);
  }
  if (!captcha.id || !captcha.answer) throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });
  await checkCaptcha(deps, captcha.id, captcha.answer).catch(() => {
    throw new ApiError('CAPTCHA_INVALID', { captchaRequired: true });
  });
  const withCaptcha = await reserve(deps, key, limits.loginFailuresBeforeLock);
  if (withCaptcha !== null) return withCaptcha;
  const [now] = await deps.db.select().from(loginFailures).where(eq(loginFailures.accountKey, key)).limit(1);
  throw lockedError(now?.lockedUntil ?? null, limits.lockMinutes);
}

/** Returns whether the next attempt needs the captcha. */
export async function loginFailed(deps: Deps, key: string, attempt: number): Promise<boolean> {
  const limits = deps.config.rateLimits;
  if (attempt >= limits.loginFailuresBeforeLock) {
    // After the lock the captcha is still required, and the count towards the next lock restarts.
    const lockedUntil = new Date(Date.now() + limits.lockMinutes * 60_000);
    await deps.db
      .update(loginFailures)
      .set({ failures: limits.loginFailuresBeforeCaptcha, lockedUntil, updatedAt: new Date() })
      .where(
        and(
          eq(loginFailures.accountKey, key),
          gt(loginFailures.failures, limits.loginFailuresBeforeCaptcha - 1),
        ),
      );
  }
  return attempt >= limits.loginFailuresBeforeCaptcha;
}

/** A right password forgives the key's failures, including attempts still running. */
export async function loginSucceeded(deps: Deps, key: string) {
  await deps.db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}
