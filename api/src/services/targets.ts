import { ApiError } from '../http/errors.ts';

/** An account's address: e-mail (lower case) or phone as dial code + national number without leading zeros. */
export type Target = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phoneTarget(prefix: string, number: string): Target {
  const national = number.replace(/[\s-]/g, '').replace(/^0+/, '');
  if (!/^\d{4,14}$/.test(national)) throw new ApiError('PHONE_INVALID');
  return { kind: 'phone', value: `${prefix}${national}` };
}

/** account + optional phoneAccountCode (dial code) as sent by the register and login forms. */
export function accountTarget(account: string, phoneAccountCode?: string): Target | null {
  if (phoneAccountCode) return phoneTarget(phoneAccountCode, account);
  const email = account.trim().toLowerCase();
  return EMAIL.test(email) && email.length <= 254 ? { kind: 'email', value: email } : null;
}

export const displayTarget = (t: Target) => (t.kind === 'phone' ? `+${t.value}` : t.value);
