import type { PhoneValue } from '@sellwise/design-system/forms';
import { lazy } from 'react';
import { z } from 'zod';
import { phoneIssues } from './phone-rule';

/**
 * The phone channel's code (libphonenumber's metadata, the dial-code picker, the network's country)
 * is about a quarter of a sign-up page's script, and most visitors use e-mail: it loads on demand.
 */
let loading: Promise<typeof import('./account-phone-field')> | undefined;
export function loadPhoneChannel() {
  if (!loading) {
    loading = import('./account-phone-field');
    // A failed load (offline a moment) is tried again by the next render or validation.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

export const LazyAccountPhoneField = lazy(() =>
  loadPhoneChannel().then((module) => ({ default: module.AccountPhoneField })),
);

/**
 * The phone rule (required, a valid mobile number for its country, the contract's shape), loaded with
 * the field. Asynchronous: forms validate through zodResolver, which parses asynchronously.
 */
export const accountPhoneSchema = z
  .custom<PhoneValue | undefined>((value) => value === undefined || typeof value === 'object')
  .superRefine(async (value, ctx) => {
    const { phoneSchema } = await loadPhoneChannel();
    for (const message of phoneIssues(phoneSchema, value)) ctx.addIssue({ code: 'custom', message });
  });
