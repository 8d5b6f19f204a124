import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { CaptchaResponse } from '../../contract/index.ts';
import { captchas } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { hmac } from './crypto.ts';
import { enqueue } from './outbox.ts';

const answerHash = (deps: Deps, id: string, answer: string) =>
  hmac(deps.config.secret, `captcha:${id}:${answer.trim().toLowerCase()}`);

export async function createCaptcha(deps: Deps): Promise<CaptchaResponse> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    background: '#f4f6fb',
  });
  const id = randomUUID();
  const ttl = deps.config.captchaTtlSeconds;
  await deps.db.transaction(async (tx) => {
    await tx.insert(captchas).values({
      id,
      answerHash: answerHash(deps, id, text),
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    // Recorded so automated tests can answer it through /dev/outbox; never in production.
    if (!deps.config.production) {
      await enqueue(tx, { to: id, channel: 'captcha', subject: 'captcha', text, code: text });
    }
  });
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expiresIn: ttl,
  };
}

/**
 * A one-use pass for a visitor the captcha service has passed: stored as a captcha whose answer only
 * this response knows, so every call that takes a picture answer takes it in its place, single use.
 */
export async function passCaptcha(deps: Deps): Promise<{ captchaId: string; picVerificationCode: string }> {
  const id = randomUUID();
  const code = randomBytes(6).toString('base64url'); // 8 characters: CAPTCHA_ANSWER_MAX
  await deps.db.insert(captchas).values({
    id,
    answerHash: answerHash(deps, id, code),
    expiresAt: new Date(Date.now() + deps.config.captchaTtlSeconds * 1000),
  });
  return { captchaId: id, picVerificationCode: code };
}

/** Single use: any attempt, right or wrong, consumes the captcha. */
export async function checkCaptcha(deps: Deps, id: string, answer: string): Promise<void> {
  const [row] = await deps.db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row || row.answerHash !== answerHash(deps, id, answer)) throw new ApiError('CAPTCHA_INVALID');
}
