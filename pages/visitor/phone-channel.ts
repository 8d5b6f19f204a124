import type { PhoneValue } from '@sellwise/design-system/forms';
import { z } from 'zod';
import { loadPhoneChannel } from './phone-loader';
import { phoneIssues } from './phone-rule';

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
