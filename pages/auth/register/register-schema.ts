import {
  captchaAnswerSchema,
  emailField,
  passwordSchema,
  TEXT_MAX,
  textField,
  verifyCodeSchema,
} from '@sellwise/api/contract/fields';
import { agreeSchema } from '@sellwise/design-system/forms';
import { z } from 'zod';
import type { VisitorApi } from '../../types';
import { type AccountValues, accountInput } from '../../visitor/account';
import { accountPhoneSchema } from '../../visitor/phone-channel';

/** The access and invitation codes: free text up to the contract's limit. */
export const OPTIONAL_CODE_MAX = TEXT_MAX.signUpCode;

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

export type RegisterValues = AccountValues & {
  captcha: string;
  password: string;
  code: string;
  accessCode: string;
  invitationCode: string;
  agree: boolean;
};

export function registerDefaults(channel: AccountValues['channel']): RegisterValues {
  return {
    channel,
    email: '',
    phone: undefined,
    captcha: '',
    password: '',
    code: '',
    accessCode: '',
    invitationCode: '',
    agree: false,
  };
}

/** The register call for validated values: the password as typed (the site encodes it), empty codes left out. */
export function registerInput(values: RegisterValues): Parameters<VisitorApi['register']>[0] {
  const accessCode = values.accessCode.trim();
  const invitationCode = values.invitationCode.trim();
  return {
    account: accountInput(values),
    password: values.password,
    verifyCode: values.code,
    ...(accessCode ? { accessCode } : {}),
    ...(invitationCode ? { invitationCode } : {}),
  };
}
