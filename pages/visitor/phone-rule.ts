import { FIELD_MESSAGES, phoneNumberSchema, phonePrefixSchema } from '@sellwise/api/contract/fields';
import type { PhoneValue } from '@sellwise/design-system/forms';
import type { z } from 'zod';

/** Whether a phone has the shape the API stores: the contract's dial code and national number. */
export const fitsContract = (phone: PhoneValue) =>
  phonePrefixSchema.safeParse(phone.dialCode).success &&
  phoneNumberSchema.safeParse(phone.nationalNumber).success;

/**
 * A phone field's errors: first the field's own rule (required, a mobile number valid in its country,
 * which comes with the design system's phone code), then the contract's shape.
 */
export function phoneIssues(fieldRule: z.ZodType<PhoneValue | undefined>, value: unknown): string[] {
  const result = fieldRule.safeParse(value);
  if (!result.success) return result.error.issues.map((issue) => issue.message);
  return result.data && !fitsContract(result.data) ? [FIELD_MESSAGES.phoneInvalid] : [];
}
