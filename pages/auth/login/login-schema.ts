import { captchaAnswerSchema, emailField, FIELD_MESSAGES } from '@sellwise/api/contract/fields';
import { z } from 'zod';
import { accountPhoneSchema } from '../../visitor/phone-channel';

// Log-in checks only that a password was typed: rules for new passwords are for sign-up and reset, and
// an older password that breaks them must still open its account. Spaces count, so no trim.
const currentPassword = z
  .string({ error: FIELD_MESSAGES.required })
  .min(1, { error: FIELD_MESSAGES.required });

/** The log-in form; the picture code is asked for only after the API wants it. */
export function loginSchema(captchaNeeded: boolean) {
  const shared = { password: currentPassword, captcha: captchaNeeded ? captchaAnswerSchema : z.string() };
  return z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), email: emailField, ...shared }),
    z.object({ channel: z.literal('phone'), phone: accountPhoneSchema, ...shared }),
  ]);
}

export type LoginValues = z.input<ReturnType<typeof loginSchema>>;
