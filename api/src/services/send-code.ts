import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Language, SendCodeResponse } from '../../contract/index.ts';
import { accounts } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { checkCaptcha } from './captcha.ts';
import { issueCode, type Purpose } from './codes.ts';
import { housekeeping } from './housekeeping.ts';
import { codeMessage } from './messages.ts';
import { deliver, enqueue, type OutboxMessage } from './outbox.ts';
import { consumeSend } from './rate-limit.ts';
import { displayTarget, type Target } from './targets.ts';

export async function findAccountId(deps: Deps, target: Target): Promise<number | null> {
  const column = target.kind === 'email' ? accounts.email : accounts.phone;
  const [row] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(column, target.value))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Picture captcha, then rate limits, then a code. A reset code for an unknown account is issued and stored
 * like any other but never delivered: the database work, the answer and every later answer to a guess at it
 * are the same whether or not the account exists.
 */
export async function sendCode(
  deps: Deps,
  c: Context,
  input: { target: Target; purpose: Purpose; lang: Language; captchaId: string; captchaAnswer: string },
): Promise<SendCodeResponse> {
  await checkCaptcha(deps, input.captchaId, input.captchaAnswer);
  const { target, purpose } = input;
  const shouldSend = purpose === 'register' || (await findAccountId(deps, target)) !== null;
  const minutes = Math.round(deps.config.codeTtlSeconds / 60);
  const queued = await deps.db.transaction(async (tx) => {
    await consumeSend(tx, deps.config.rateLimits, target.value, clientIp(c, deps.config));
    const code = await issueCode(deps, tx, target.value, purpose);
    const message: OutboxMessage = {
      to: displayTarget(target),
      channel: target.kind === 'email' ? 'email' : 'sms',
      code,
      ...codeMessage(input.lang, purpose, code, minutes),
    };
    if (!shouldSend) return null;
    return { id: await enqueue(tx, message, deps.config), message };
  });
  // Not awaited: how long a mail or SMS provider takes must not tell whether the account exists.
  if (queued) void deliver(deps.db, deps.transport, queued.id, queued.message);
  await housekeeping(deps);
  return { cooldown: deps.config.rateLimits.sendIntervalSeconds, expiresIn: deps.config.codeTtlSeconds };
}
