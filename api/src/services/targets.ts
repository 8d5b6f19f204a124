import { emailSchema, nationalNumber } from '../../contract/index.ts';
import { ApiError } from '../http/errors.ts';

/** An account's address: e-mail (lower case) or phone as dial code + national number without leading zeros. */
export type Target = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function phoneTarget(prefix: string, number: string): Target {
  const national = nationalNumber(number);
  if (national === null) throw new ApiError('PHONE_INVALID');
  return { kind: 'phone', value: `${prefix}${national}` };
}

/** account + optional phoneAccountCode (dial code) as sent by the register and login forms. */
export function accountTarget(account: string, phoneAccountCode?: string): Target | null {
  if (phoneAccountCode) return phoneTarget(phoneAccountCode, account);
  const email = emailSchema.safeParse(account);
  return email.success ? { kind: 'email', value: email.data } : null;
}

export const displayTarget = (t: Target) => (t.kind === 'phone' ? `+${t.value}` : t.value);
