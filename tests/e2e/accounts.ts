import type { APIRequestContext } from '@playwright/test';
import { encodePassword } from '@sellwise/api/contract';
import { expect } from './fixtures';

/** A fresh address per call, so parallel specs never meet. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A picture captcha answered from /dev/outbox (the server runs outside production). */
export async function captchaAnswer(request: APIRequestContext) {
  const captcha = await (await request.get('/api/v2/genVerifyCode.json')).json();
  const captchaId: string = captcha.data.captchaId;
  const [entry] = await (await request.get(`/dev/outbox?to=${captchaId}`)).json();
  return { captchaId, picVerificationCode: entry.code as string };
}

/** A new account by e-mail, made the way the sign-up page makes it. */
export async function createAccount(
  request: APIRequestContext,
  password: string,
  email = uniqueEmail(),
): Promise<string> {
  const sent = await request.post('/api/v2/email/sendVerifyCode.json', {
    form: { email, purpose: 'register', ...(await captchaAnswer(request)) },
  });
  expect((await sent.json()).code).toBe(0);
  const [mail] = await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const registered = await request.post('/api/v3/auth/regsub.json', {
    data: { account: email, password: encodePassword(password), verifyCode: mail.code },
  });
  expect((await registered.json()).code).toBe(0);
  return email;
}
