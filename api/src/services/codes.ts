import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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

export type CodeCheck = { error: ErrorName } | { error: null; codeId: number };

/**
 * Checks the latest code without consuming it, so the caller can do slow work (hashing a password) only for
 * a right code and outside any transaction. One statement: the latest code is locked, and a wrong try is
 * counted under that lock, so 5 tries stay exact however many run at once, and a flood of guesses costs the
 * database one round trip each. Consume the code afterwards with consumeCode.
 */
export async function checkCode(
  deps: Deps,
  target: string,
  purpose: Purpose,
  code: string,
): Promise<CodeCheck> {
  const max = deps.config.codeMaxTries;
  const hash = codeHash(deps, target, purpose, code);
  const latest = deps.db.$with('latest').as(
    deps.db
      .select({ latestId: verificationCodes.id })
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
      .for('update'),
  );
  const counted = sql`${verificationCodes.codeHash} <> ${hash} and ${verificationCodes.expiresAt} > now() and ${verificationCodes.tries} < ${max}`;
  const [row] = await deps.db
    .with(latest)
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + (case when ${counted} then 1 else 0 end)` })
    .from(latest)
    .where(eq(verificationCodes.id, latest.latestId))
    .returning({
      id: verificationCodes.id,
      tries: verificationCodes.tries,
      expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
      right: sql<boolean>`${verificationCodes.codeHash} = ${hash}`,
    });
  if (!row) return { error: 'CODE_INVALID' };
  if (row.expired) return { error: 'CODE_EXPIRED' };
  if (row.tries >= max) return { error: 'CODE_TOO_MANY_TRIES' };
  return row.right ? { error: null, codeId: row.id } : { error: 'CODE_INVALID' };
}

/**
 * Consumes a code checkCode accepted, in the caller's transaction: only if it is still unused, unexpired and
 * not replaced by a newer one, so of two requests with the same right code exactly one gets through.
 */
export async function consumeCode(deps: Deps, tx: Tx, codeId: number): Promise<ErrorName | null> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
        sql`${verificationCodes.tries} < ${deps.config.codeMaxTries}`,
      ),
    )
    .returning({ id: verificationCodes.id });
  return row ? null : 'CODE_INVALID';
}
