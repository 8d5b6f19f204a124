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

/**
 * Codes that can no longer be right (tries used up, or expired), remembered for a few seconds per process
 * and database: a flood of guesses at one is answered from memory, before the hashing queue and without a
 * statement each (issue 28: a log-in waited behind 600 of them). A code issued here forgets the entry; one
 * issued by another process is seen when the entry ends, long before anyone has read it from their mail.
 */
export const SPENT_CODE_MEMO_MS = 5000;
const SPENT_CODES_MAX = 10_000;
const spentKey = (target: string, purpose: Purpose) => `${purpose}:${target}`;

/**
 * What this process knows of each code, per database: the spent ones (above), the checks of each being
 * run, and who waits for one to end (codeTurn).
 */
type CodeState = {
  spent: Map<string, { error: ErrorName; until: number }>;
  running: Map<string, number>;
  ends: Map<string, { promise: Promise<void>; resolve: () => void }>;
};
const codeStates = new WeakMap<Db, CodeState>();
function stateOf(db: Db): CodeState {
  let state = codeStates.get(db);
  if (!state) {
    state = { spent: new Map(), running: new Map(), ends: new Map() };
    codeStates.set(db, state);
  }
  return state;
}

/** The error a spent code gets, when this process has just seen it spent. */
function knownSpent(db: Db, key: string): ErrorName | undefined {
  const memo = stateOf(db).spent;
  const entry = memo.get(key);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.error;
  memo.delete(key);
  return undefined;
}

/**
 * A turn to check a code: at most as many checks of one code at once as it has tries (a person sends one
 * at a time); a guess past them waits for one to end, and a code seen spent meanwhile is answered from
 * memory. So a burst at one code runs its tries' worth of statements, however large, and every answer is
 * the one the database would have given in turn. `release` once the check has its answer.
 */
export async function codeTurn(
  deps: Deps,
  target: string,
  purpose: Purpose,
): Promise<{ spent: ErrorName } | { spent?: undefined; release: () => void }> {
  const key = spentKey(target, purpose);
  const { running, ends } = stateOf(deps.db);
  for (;;) {
    const spent = knownSpent(deps.db, key);
    if (spent) return { spent };
    if ((running.get(key) ?? 0) < deps.config.codeMaxTries) break;
    let end = ends.get(key);
    if (!end) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      end = { promise, resolve };
      ends.set(key, end);
    }
    await end.promise;
  }
  running.set(key, (running.get(key) ?? 0) + 1);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
      ends.get(key)?.resolve();
      ends.delete(key);
    },
  };
}

function rememberSpent(deps: Deps, target: string, purpose: Purpose, error: ErrorName) {
  const memo = stateOf(deps.db).spent;
  // Oldest first: a flood of many targets drops the earliest, the memo never grows past its cap.
  if (memo.size >= SPENT_CODES_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(spentKey(target, purpose), { error, until: Date.now() + SPENT_CODE_MEMO_MS });
}

/** A new 6-digit code; earlier unused codes for the same target and purpose stop working. */
export async function issueCode(deps: Deps, tx: Tx, target: string, purpose: Purpose): Promise<string> {
  const code = randomDigits(6);
  stateOf(deps.db).spent.delete(spentKey(target, purpose));
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
  const spent = row.expired ? 'CODE_EXPIRED' : row.tries >= max ? 'CODE_TOO_MANY_TRIES' : undefined;
  if (spent) {
    rememberSpent(deps, target, purpose, spent);
    return { error: spent };
  }
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
