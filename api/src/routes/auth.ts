import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import { DASHBOARD_PATH, type registerRequest, type sendPhoneCodeRequest } from '../../contract/index.ts';
import { accountProfiles, accounts, passwordResets, sessions } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { createCaptcha } from '../services/captcha.ts';
import { useCode } from '../services/codes.ts';
import { clearLoginFailures, guardLogin, recordLoginFailure } from '../services/login.ts';
import { hashPassword, readPassword, verifyPassword } from '../services/passwords.ts';
import { findAccountId, sendCode } from '../services/send-code.ts';
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

  on('captchaProvider', () => ({ provider: 'picture' as const, enabled: false }));

  const register = async (c: Context, body: z.output<typeof registerRequest>) => {
    const target = accountTarget(body.account, body.phoneAccountCode);
    if (!target)
      throw new ApiError('VALIDATION', { issues: [{ path: 'account', message: 'Invalid e-mail' }] });
    const passwordHash = await hashPassword(readPassword(body.password, true));
    const lang = requestLanguage(c, body.lang);
    const result = await db.transaction(async (tx) => {
      const codeError = await useCode(deps, tx, target.value, 'register', body.verifyCode);
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
    await guardLogin(deps, key, { id: body.captchaId, answer: body.picVerificationCode });
    const account = target ? await findAccount(deps, target) : null;
    if (!(await verifyPassword(account?.passwordHash ?? null, password)) || !account || !target) {
      const captchaRequired = await recordLoginFailure(deps, key);
      throw new ApiError('LOGIN_FAILED', { captchaRequired });
    }
    await clearLoginFailures(deps, key);
    await startSession(deps, c, db, account.id, requestLanguage(c));
    return { account: displayTarget(target), redirect: DASHBOARD_PATH };
  });

  on('isLogin', async (c) => {
    const session = await currentSession(deps, c);
    const account = session ? accountName(session) : null;
    return { isLogin: session !== null, account };
  });

  on('logout', async (c) => {
    await endSession(deps, c);
    return null;
  });

  on('forgetByEmail', async (_c, { body }) => {
    await resetPassword(deps, { kind: 'email', value: body.email }, body.verifyCode, body.password);
    return null;
  });

  on('forgetPhoneCode', (c, { body }) => {
    const target = phoneTarget(body.phonePrefix, body.phoneNumber);
    return sendCode(deps, c, { target, purpose: 'forget', lang: requestLanguage(c), ...captcha(body) });
  });

  on('forgetByPhone', async (_c, { body }) => {
    await resetPassword(
      deps,
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

/** Code, new password and the end of every session of the account, in one transaction. */
async function resetPassword(deps: Deps, target: Target, code: string, encodedPassword: string) {
  const passwordHash = await hashPassword(readPassword(encodedPassword, true));
  const accountId = await findAccountId(deps, target);
  const error = await deps.db.transaction(async (tx) => {
    // No account means no code was ever sent: the same answer as a wrong code.
    if (accountId === null) return 'CODE_INVALID' as const;
    const codeError = await useCode(deps, tx, target.value, 'forget', code);
    if (codeError) return codeError;
    await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(accounts.id, accountId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.accountId, accountId))
      .returning({ id: sessions.tokenHash });
    await tx
      .insert(passwordResets)
      .values({ accountId, channel: target.kind === 'email' ? 'email' : 'sms', sessionsEnded: ended.length });
    return null;
  });
  if (error) throw new ApiError(error);
}
