import {
  captchaAnswerSchema,
  emailField,
  passwordSchema,
  textField,
  verifyCodeSchema,
} from '@sellwise/api/contract/fields';
import { agreeSchema } from '@sellwise/design-system/forms';
import { z } from 'zod';
import { accountPhoneSchema } from '../../visitor/phone-channel';
import { OPTIONAL_CODE_MAX } from './register-values';

export type { RegisterValues } from './register-values';

const byChannel = <S extends z.ZodRawShape>(shared: S) =>
  z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), email: emailField, ...shared }),
    z.object({ channel: z.literal('phone'), phone: accountPhoneSchema, ...shared }),
  ]);

const fields = {
  password: passwordSchema,
  code: verifyCodeSchema,
  accessCode: textField(OPTIONAL_CODE_MAX),
  invitationCode: textField(OPTIONAL_CODE_MAX),
  agree: agreeSchema,
};

/**
 * The sign-up form. The picture captcha is not part of the account: it only unlocks a code send, so the
 * submit ignores it (an answer is single use and already spent by then).
 */
export const registerSchema = byChannel({ ...fields, captcha: z.string() });

/**
 * What "Send code" checks: the same form with the picture answer required. The send validates only the
 * account and the answer (`trigger([account, 'captcha'])`), so the other fields' errors stay hidden.
 */
export const sendCodeSchema = byChannel({ ...fields, captcha: captchaAnswerSchema });
