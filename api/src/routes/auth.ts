import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import { DASHBOARD_PATH, type registerRequest, type sendPhoneCodeRequest } from '../../contract/index.ts';
import { accountProfiles, accounts, passwordResets, sessions } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { createCaptcha, passCaptcha } from '../services/captcha.ts';
import { checkCode, codeTurn, consumeCode, type Purpose } from '../services/codes.ts';
import { guardLogin, loginFailed, loginSucceeded } from '../services/login.ts';
import { admit, type HashTicket, hashPassword, readPassword, verifyPassword } from '../services/passwords.ts';
import { sendCode } from '../services/send-code.ts';
import { currentSession, endSession, startSession } from '../services/sessions.ts';
import { accountTarget, displayTarget, phoneTarget, type Target } from '../services/targets.ts';

type SendPhoneCode = z.output<typeof sendPhoneCodeRequest>;

export function authRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;

  on('captcha', () => createCaptcha(deps));

  on('sendEmailCode', (c, { body }) => {
    const target: Target = { kind: 'email', value: body.email };
    return sendCode(deps, c, { target, purpose: body.purpose, lang: requestLanguage(c), ...captcha(body) });
  });

  const sendRegPhone = (c: Context, input: SendPhoneCode) => {
    const target = phoneTarget(input.phonePrefix, input.phoneNumber);
    return sendCode(deps, c, { target, purpose: 'register', lang: requestLanguage(c), ...captcha(input) });
  };
  on('sendRegPhoneCodeV2', (c, { query }) => sendRegPhone(c, query));
  on('sendRegPhoneCode', (c, { body }) => sendRegPhone(c, body));

  // The captcha service's ticket, checked with the service, becomes a one-use captcha pass. Without a
  // service, or when it cannot be asked, the answer says so and the form shows the picture instead.
  on('captchaProvider', async (c, { body }) => {
    const verify = deps.humanChecks.captchaService;
    const picture = { provider: 'picture', enabled: false } as const;
    if (!verify) return picture;
    if (!body.ticket || !body.randstr) throw new ApiError('CAPTCHA_REQUIRED');
    const verdict = await verify({
      ticket: body.ticket,
      randstr: body.randstr,
      ip: clientIp(c, deps.config),
    });
    if (verdict === 'unavailable') return picture;
    if (verdict === 'fail') throw new ApiError('CAPTCHA_INVALID');
    return { provider: 'service', enabled: true, ...(await passCaptcha(deps)) } as const;
  });

  const register = async (c: Context, body: z.output<typeof registerRequest>) => {
    const target = accountTarget(body.account, body.phoneAccountCode);
    if (!target)
      throw new ApiError('VALIDATION', { issues: [{ path: 'account', message: 'Invalid e-mail' }] });
    const password = readPassword(body.password, true);
    const lang = requestLanguage(c, body.lang);
    const { checked, passwordHash } = await hashIfCodeRight(
      deps,
      c,
      target,
      'register',
      body.verifyCode,
      password,
    );
    const result = await db.transaction(async (tx) => {
      const codeError = await consumeCode(deps, tx, checked.codeId);
      if (codeError) return codeError;
      const [row] = await tx
        .insert(accounts)
        .values({
          email: target.kind === 'email' ? target.value : null,
          phone: target.kind === 'phone' ? target.value : null,
          passwordHash,
          accessCode: body.accessCode || null,
          invitationCode: body.invitationCode || null,
          sourceChannelId: body.sourceChannelId ?? null,
          lang,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      // Rolls back, so the code stays usable; only the owner of the address can get this far.
      if (!row) throw new ApiError('ACCOUNT_EXISTS');
      await startSession(deps, c, tx, row.id, lang);
      return null;
    });
    if (result) throw new ApiError(result);
    return { account: displayTarget(target), redirect: DASHBOARD_PATH };
  };
  on('registerV2', (c, { body }) => register(c, body));
  on('register', (c, { body }) => register(c, body));

  // The step after sign-up; a second submit replaces the first.
  on('saveProfile', async (_c, { body, session }) => {
    const profile = {
      storeName: body.storeName,
      marketplaces: [...new Set(body.marketplaces)],
      monthlyOrders: body.monthlyOrders,
      updatedAt: new Date(),
    };
    await db
      .insert(accountProfiles)
      .values({ accountId: session.accountId, ...profile })
      .onConflictDoUpdate({ target: accountProfiles.accountId, set: profile });
    return { account: accountName(session) };
  });

  on('login', async (c, { body }) => {
    const target = accountTarget(body.account, body.phoneAccountCode);
    const password = readPassword(body.password, false);
    const key = target?.value ?? body.account.toLowerCase();
    // A place in the hashing queue before the attempt is counted, so a full queue costs the account nothing.
    const ticket = admit(clientIp(c, deps.config), deps.config.hashing, 'login');
    let attempt: number;
    try {
      attempt = await guardLogin(deps, key, { id: body.captchaId, answer: body.picVerificationCode });
    } catch (error) {
      ticket.cancel();
      throw error;
    }
    const account = target ? await findAccount(deps, target).catch(cancelling(ticket)) : null;
    if (!(await verifyPassword(account?.passwordHash ?? null, password, ticket)) || !account || !target) {
      const captchaRequired = await loginFailed(deps, key, attempt);
      throw new ApiError('LOGIN_FAILED', { captchaRequired });
    }
    await loginSucceeded(deps, key);
    await startSession(deps, c, db, account.id, requestLanguage(c));
    return { account: displayTarget(target), redirect: DASHBOARD_PATH };
  });

  on('isLogin', async (c) => {
    const session = await currentSession(deps, c);
    const account = session ? accountName(session) : null;
    // Accounts have no parent account here, so parentId is never sent.
    return session
      ? { isLogin: true, account, userId: String(session.accountId) }
      : { isLogin: false, account };
  });

  on('logout', async (c) => {
    await endSession(deps, c);
    return null;
  });

  on('forgetByEmail', async (c, { body }) => {
    await resetPassword(deps, c, { kind: 'email', value: body.email }, body.verifyCode, body.password);
    return null;
  });

  on('forgetPhoneCode', (c, { body }) => {
    const target = phoneTarget(body.phonePrefix, body.phoneNumber);
    return sendCode(deps, c, { target, purpose: 'forget', lang: requestLanguage(c), ...captcha(body) });
  });

  on('forgetByPhone', async (c, { body }) => {
    await resetPassword(
      deps,
      c,
      phoneTarget(body.phonePrefix, body.phoneNumber),
      body.verifyCode,
      body.password,
    );
    return null;
  });

  return app;
}

/** How an account is shown: its e-mail, or its phone number as +digits. */
const accountName = (session: { email: string | null; phone: string | null }) =>
  session.email ?? `+${session.phone}`;

const captcha = (body: { captchaId: string; picVerificationCode: string }) => ({
  captchaId: body.captchaId,
  captchaAnswer: body.picVerificationCode,
});

async function findAccount(deps: Deps, target: Target) {
  const column = target.kind === 'email' ? accounts.email : accounts.phone;
  const [row] = await deps.db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(column, target.value))
    .limit(1);
  return row ?? null;
}

/**
 * The code first, the password hash only for a right one: a wrong code costs one statement, never an argon2
 * run. The request holds its place in the hashing queue from the start, so one address can have only a few
 * of these in flight and a flood of guesses is refused (429) instead of crowding the database.
 */
async function hashIfCodeRight(
  deps: Deps,
  c: Context,
  target: Target,
  purpose: Purpose,
  code: string,
  password: string,
) {
  // A code just seen spent: no place in the queue, no statement; a burst at one code waits its turn.
  const turn = await codeTurn(deps, target.value, purpose);
  if (turn.spent) throw new ApiError(turn.spent);
  let ticket: HashTicket;
  let checked: Awaited<ReturnType<typeof checkCode>>;
  try {
    ticket = admit(clientIp(c, deps.config), deps.config.hashing, 'code');
    checked = await checkCode(deps, target.value, purpose, code).catch(cancelling(ticket));
  } finally {
    turn.release();
  }
  if (checked.error) {
    ticket.cancel();
    throw new ApiError(checked.error);
  }
  return { checked, passwordHash: await hashPassword(password, ticket) };
}

const cancelling =
  (ticket: HashTicket) =>
  (error: unknown): never => {
    ticket.cancel();
    throw error;
  };

/**
 * Code, new password and the end of every session of the account. The code is checked before the password is
 * hashed and consumed after, in the transaction that changes the account. An unknown account has a code too
 * (issued, never delivered), so every answer here is the one an existing account would get.
 */
async function resetPassword(deps: Deps, c: Context, target: Target, code: string, encodedPassword: string) {
  const password = readPassword(encodedPassword, true);
  const { checked, passwordHash } = await hashIfCodeRight(deps, c, target, 'forget', code, password);
  const error = await deps.db.transaction(async (tx) => {
    const codeError = await consumeCode(deps, tx, checked.codeId);
    if (codeError) return codeError;
    const column = target.kind === 'email' ? accounts.email : accounts.phone;
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(column, target.value))
      .returning({ id: accounts.id });
    // Only whoever received an undelivered code could get here: a guess with 5 tries in a million. It is
    // answered as a success, which it would have been for an existing account.
    if (!account) return null;
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.accountId, account.id))
      .returning({ id: sessions.tokenHash });
    await tx.insert(passwordResets).values({
      accountId: account.id,
      channel: target.kind === 'email' ? 'email' : 'sms',
      sessionsEnded: ended.length,
    });
    return null;
  });
  if (error) throw new ApiError(error);
}
