import {
  captchaAnswerSchema,
  emailField,
  passwordSchema,
  verifyCodeSchema,
} from '@sellwise/api/contract/fields';
import { z } from 'zod';
import type { AccountChannel, AccountValues } from '../../visitor/account';
import { accountPhoneSchema } from '../../visitor/phone-channel';

/**
 * Step 1: the account (by the page's channel) and the picture captcha that lets a code be sent — unless
 * the captcha service stands in for the picture (`picture` false), whose check runs on submit.
 */
export function accountStepSchema(channel: AccountChannel, picture = true) {
  const captcha = picture ? captchaAnswerSchema : z.string();
  return channel === 'phone'
    ? z.object({ channel: z.literal('phone'), phone: accountPhoneSchema, captcha })
    : z.object({ channel: z.literal('email'), email: emailField, captcha });
}

/**
 * Step 2: the code and the new password. The captcha answer is only needed to send a new code, so the
 * resend checks it itself; saving the password does not ask for it.
 */
export const codeStepSchema = z.object({
  code: verifyCodeSchema,
  password: passwordSchema,
  captcha: z.string(),
});
/** What a resend checks: only that the new picture was answered. */
export const resendSchema = codeStepSchema.extend({ captcha: captchaAnswerSchema });

/** Step 1's values as the form holds them (one shape for both channels; the schema checks the page's). */
export type AccountStepValues = AccountValues & { captcha: string };
export type CodeStepValues = z.input<typeof codeStepSchema>;
