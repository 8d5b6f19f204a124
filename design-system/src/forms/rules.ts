import { z } from 'zod';
import { isIsoDate } from './date-picker/iso-date';
import { formMessageIds } from './messages';

// Generic rules only: a product's field rules (e-mail, password, codes) are its own, built with zod
// and handed to the Form's resolver. A value missing altogether (a field rendered late, defaultValues
// without it) reads as "required", not as zod's English type error.

export const requiredText = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .trim()
  .min(1, { error: formMessageIds.required });

/** The "I agree to the Terms and Privacy Policy" box must be ticked. */
export const agreeSchema = /* @__PURE__ */ z
  .boolean({ error: formMessageIds.termsRequired })
  .refine((value) => value, { error: formMessageIds.termsRequired });

/** A real calendar date typed or picked as YYYY-MM-DD (DatePicker's value). */
export const isoDateSchema = /* @__PURE__ */ z
  .string({ error: formMessageIds.required })
  .min(1, { error: formMessageIds.required })
  .refine(isIsoDate, { error: formMessageIds.dateInvalid });
