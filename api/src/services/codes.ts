import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ErrorName } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { hmac, randomDigits } from './crypto.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Purpose = 'register' | 'forget';

const codeHash = (deps: Deps, target: string, purpose: Purpose, code: string) =>
  hmac(deps.config.secret, `code:${purpose}:${target}:${code}`);

/** A new 6-digit code; earlier unused codes for the same target and purpose stop working. */
export async function issueCode(deps: Deps, tx: Tx, target: string, purpose: Purpose): Promise<string> {
  const code = randomDigits(6);
  await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await tx.insert(verificationCodes).values({
    target,
    purpose,
    codeHash: codeHash(deps, target, purpose, code),
    expiresAt: new Date(Date.now() + deps.config.codeTtlSeconds * 1000),
  });
  return code;
}

/**
 * Checks and, when right, consumes the latest code. A wrong try is counted even though the caller then
 * fails, so the result is returned (the caller commits) rather than thrown.
 */
export async function useCode(
  deps: Deps,
  tx: Tx,
  target: string,
  purpose: Purpose,
  code: string,
): Promise<ErrorName | null> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!row) return 'CODE_INVALID';
  if (row.expiresAt.getTime() <= Date.now()) return 'CODE_EXPIRED';
  if (row.tries >= deps.config.codeMaxTries) return 'CODE_TOO_MANY_TRIES';
  if (row.codeHash !== codeHash(deps, target, purpose, code)) {
    await tx
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return row.tries + 1 >= deps.config.codeMaxTries ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID';
  }
  await tx.update(verificationCodes).set({ consumedAt: new Date() }).where(eq(verificationCodes.id, row.id));
  return null;
}
