import { z } from 'zod';

// A value that is missing altogether (a field rendered late, defaultValues without it) reads as
// "required", not as zod's English type error.
import { isIsoDate } from './date-picker/iso-date';
import { formMessageIds, ONE_TIME_CODE_LENGTH, PASSWORD_RULE } from './messages';
import { hasDigit, hasLetter } from './password-field/password-checks';

export const requiredText = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .trim()
  .min(1, { error: formMessageIds.required });

export const emailSchema = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .trim()
  .min(1, { error: formMessageIds.required })
  .pipe(z.email({ error: formMessageIds.emailInvalid }));

export const passwordSchema = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .min(1, { error: formMessageIds.required })
  .min(PASSWORD_RULE.minLength, { error: formMessageIds.passwordLength })
  .max(PASSWORD_RULE.maxLength, { error: formMessageIds.passwordLength })
  .refine((value) => hasLetter(value) && hasDigit(value), { error: formMessageIds.passwordLetterAndDigit });

export const oneTimeCodeSchema = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .min(1, { error: formMessageIds.required })
  .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), { error: formMessageIds.codeLength });

/** The "I agree to the Terms and Privacy Policy" box must be ticked. */
export const agreeSchema = /* @__PURE__ */ z
  .boolean({ error: formMessageIds.termsRequired })
  .refine((value) => value, { error: formMessageIds.termsRequired });

/** A real calendar date typed or picked as YYYY-MM-DD (DatePicker's value). */
export const isoDateSchema = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .min(1, { error: formMessageIds.required })
  .refine(isIsoDate, { error: formMessageIds.dateInvalid });
