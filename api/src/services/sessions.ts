import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Language, LOGIN_TOKEN_COOKIE, SESSION_COOKIE } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { secureCookies } from '../http/client.ts';
import { randomToken, sha256 } from './crypto.ts';

type Tx = Pick<Db, 'insert'>;

export async function startSession(deps: Deps, c: Context, tx: Tx, accountId: number, lang: Language) {
  const token = randomToken();
  const maxAge = deps.config.sessionDays * 86_400;
  await tx.insert(sessions).values({
    tokenHash: sha256(token),
    accountId,
    lang,
    expiresAt: new Date(Date.now() + maxAge * 1000),
  });
  const secure = secureCookies(c, deps.config);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge });
  // Not a secret: only tells the site's navigation rule that someone is signed in.
  setCookie(c, LOGIN_TOKEN_COOKIE, '1', { secure, sameSite: 'Lax', path: '/', maxAge });
}

export async function currentSession(deps: Deps, c: Context) {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await deps.db
    .select({
      tokenHash: sessions.tokenHash,
      accountId: accounts.id,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function endSession(deps: Deps, c: Context) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 100)
    await deps.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  const secure = secureCookies(c, deps.config);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, LOGIN_TOKEN_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
