import { TEXT_MAX } from '@sellwise/api/contract/field-facts';
import type { VisitorApi } from '../../types';
import { type AccountValues, accountInput } from '../../visitor/account';

// The sign-up form's values without its zod rules (register-schema.ts), which load on first validation.

/** The access and invitation codes: free text up to the contract's limit. */
export const OPTIONAL_CODE_MAX = TEXT_MAX.signUpCode;

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
