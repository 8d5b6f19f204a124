import type { PhoneValue } from '@sellwise/design-system/forms';
import type { AccountInput } from '../types';

export type AccountChannel = 'email' | 'phone';

/** The form values that name an account: the chosen channel and its field. */
export type AccountValues = { channel: AccountChannel; email?: string; phone?: PhoneValue };

/** The account the API is told about, from validated form values. */
export function accountInput(values: AccountValues): AccountInput {
  if (values.channel === 'phone' && values.phone)
    return { kind: 'phone', phonePrefix: values.phone.dialCode, phoneNumber: values.phone.nationalNumber };
  return { kind: 'email', email: (values.email ?? '').trim() };
}

/** One stable text per account, e.g. to key the resend countdown. */
export function accountKey(account: AccountInput): string {
  return account.kind === 'email'
    ? account.email.toLowerCase()
    : `+${account.phonePrefix}${account.phoneNumber}`;
}
