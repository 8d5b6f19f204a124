import { eq, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config.ts';
import { loginFailures } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { checkCaptcha } from './captcha.ts';

/**
 * Failed logins are counted per account key, existing or not (so locking reveals nothing):
 * the picture captcha is needed after 3 failures, and 10 lock the key for 15 minutes.
 */
export async function guardLogin(deps: Deps, key: string, captcha: { id?: string; answer?: string }) {
  const [row] = await deps.db.select().from(loginFailures).where(eq(loginFailures.accountKey, key)).limit(1);
  if (!row) return;
  const limits = deps.config.rateLimits;
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    throw new ApiError('ACCOUNT_LOCKED', {
      retryAfter: Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000),
    });
  }
  if (row.failures >= limits.loginFailuresBeforeCaptcha) {
    if (!captcha.id || !captcha.answer) throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });
    await checkCaptcha(deps, captcha.id, captcha.answer).catch(() => {
      throw new ApiError('CAPTCHA_INVALID', { captchaRequired: true });
    });
  }
}

/** Returns whether the next attempt needs the captcha. */
export async function recordLoginFailure(deps: Deps, key: string): Promise<boolean> {
  const limits: ApiConfig['rateLimits'] = deps.config.rateLimits;
  const [row] = await deps.db
    .insert(loginFailures)
    .values({ accountKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: new Date() },
    })
    .returning({ failures: loginFailures.failures });
  const failures = row?.failures ?? 1;
  if (failures >= limits.loginFailuresBeforeLock) {
    // After the lock the captcha is still required, and the count towards the next lock restarts.
    const lockedUntil = new Date(Date.now() + limits.lockMinutes * 60_000);
    await deps.db
      .update(loginFailures)
      .set({ failures: limits.loginFailuresBeforeCaptcha, lockedUntil })
      .where(eq(loginFailures.accountKey, key));
  }
  return failures >= limits.loginFailuresBeforeCaptcha;
}

export async function clearLoginFailures(deps: Deps, key: string) {
  await deps.db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}
