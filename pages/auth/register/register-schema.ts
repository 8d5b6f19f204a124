import {
  agreeSchema,
  emailSchema,
  oneTimeCodeSchema,
  passwordSchema,
  requiredText,
} from '@sellwise/design-system/forms';
import { z } from 'zod';
import type { VisitorApi } from '../../types';
import { type AccountValues, accountInput } from '../../visitor/account';
import { accountPhoneSchema } from '../../visitor/phone-channel';

/** The access and invitation codes are free text up to the contract's 64 characters. */
export const OPTIONAL_CODE_MAX = 64;
export const TOO_LONG = 'pages.register.errors.tooLong';

const optionalCode = z.string().trim().max(OPTIONAL_CODE_MAX, { error: TOO_LONG }).optional();

const byChannel = <S extends z.ZodRawShape>(shared: S) =>
  z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), email: emailSchema, ...shared }),
    z.object({ channel: z.literal('phone'), phone: accountPhoneSchema, ...shared }),
  ]);

/**
 * The sign-up form. The picture captcha is not part of the account: it only unlocks a code send, so the
 * submit ignores it (an answer is single use and already spent by then).
 */
export const registerSchema = byChannel({
  captcha: z.string().optional(),
  password: passwordSchema,
  code: oneTimeCodeSchema,
  accessCode: optionalCode,
  invitationCode: optionalCode,
  agree: agreeSchema,
});

/** What "Send code" checks first: where the code goes, and the picture answer that allows it. */
export const sendCodeSchema = byChannel({ captcha: requiredText });

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
