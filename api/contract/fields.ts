import { z } from 'zod';
import {
  CAPTCHA_ANSWER_MAX,
  CODE_LENGTH,
  EMAIL_MAX,
  FIELD_MESSAGES,
  hasDigit,
  hasLetter,
  hasPasswordLength,
  isPartnerPhone,
  nationalNumber,
  TEXT_MAX,
} from './field-facts';

export * from './field-facts';

/**
 * The field rules, each written once with the message id of every way it can fail. The API's request
 * schemas (auth.ts, site.ts) and the site's forms (pages/…-schema.ts) are both built from these, and
 * pages/visitor/field-rules.test.ts checks with generated input that the two accept the same values.
 *
 * Pages import this module by its own path, `@sellwise/api/contract/fields` (zod and nothing else),
 * so a form page does not load the rest of the contract.
 */

const M = FIELD_MESSAGES;
const required = { error: M.required };
const tooLong = { error: M.tooLong };

// ---------------------------------------------------------------------------------------------------
// Free text. Lengths count UTF-16 units, as an input's maxlength does, so a field never takes more
// than its input lets through.

/** Text that may be left empty: trimmed, at most `max`. */
export const textField = (max: number) => z.string().trim().max(max, tooLong);
/** Text that must be given: trimmed, at least `min` (1 unless a message for `min` is given), at most `max`. */
export const requiredTextField = (max: number, min?: { length: number; message: string }) => {
  const given = z.string(required).trim().min(1, required);
  return (min ? given.min(min.length, { error: min.message }) : given).max(max, tooLong);
};
/** The API's form of an optional text: the same rule, and it may be left out. */
export const optionalText = (max: number) => textField(max).optional();

// ---------------------------------------------------------------------------------------------------
// E-mail.

/** An address in zod's e-mail format (ASCII, a dot in the domain), trimmed, at most 254 characters. */
export const emailField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(EMAIL_MAX, tooLong)
  .pipe(z.email({ error: M.emailInvalid }));
/** The API's e-mail: the same rule, lower-cased (accounts are found by the lower-cased address). */
export const emailSchema = emailField.transform((email) => email.toLowerCase());

// ---------------------------------------------------------------------------------------------------
// Phone: a dial code and a national number. Whether the number exists in its country is the phone
// field's check (libphonenumber, in the design system); this is the shape the API stores.

/** "+66" or "66" → "66". */
export const phonePrefixSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^\+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/, { error: M.phoneInvalid }));
/** A national number; spaces and dashes are dropped, a trunk zero is kept (the API drops it). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => nationalNumber(v) !== null, { error: M.phoneInvalid });

/** May be empty: the partner form asks for the phone but does not require it. */
export const partnerPhoneField = textField(TEXT_MAX.partnerPhone).refine(
  (v) => v === '' || isPartnerPhone(v),
  {
    error: M.partnerPhoneInvalid,
  },
);

// ---------------------------------------------------------------------------------------------------
// Password (new ones: sign-up and reset; log-in takes any password an account has).

/** A new password, as typed (spaces count, nothing is trimmed). */
export const passwordSchema = z
  .string(required)
  .min(1, required)
  .refine(hasPasswordLength, { error: M.passwordLength })
  .refine((v) => hasLetter(v) && hasDigit(v), { error: M.passwordLetterAndDigit });

/** What the API checks a decoded new password with. */
export const isStrongPassword = (password: string) => passwordSchema.safeParse(password).success;

/** The output of encodePassword; the plain password rules are checked after decoding. */
export const encodedPasswordSchema = z.string().min(1).max(1024);

// ---------------------------------------------------------------------------------------------------
// Codes and the picture captcha.

/** The e-mailed or texted code: 6 ASCII digits, surrounding spaces ignored (a pasted code often has one). */
export const verifyCodeSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: M.codeLength });

export const captchaIdSchema = z.uuid();
/** The characters read from the picture, trimmed; their match is the API's to judge. */
export const captchaAnswerSchema = requiredTextField(CAPTCHA_ANSWER_MAX);

// ---------------------------------------------------------------------------------------------------
// Choices and other fields.

/** An ISO 3166-1 alpha-2 code, picked from a list (so a wrong one reads as "not chosen"). */
export const countryCodeSchema = z.string(required).regex(/^[A-Z]{2}$/, required);

/** A full http(s) address with a domain name, at most 2048 characters. */
export const websiteSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: M.websiteInvalid })
  .max(TEXT_MAX.url, tooLong);

/** The partner form's consent box must be ticked. */
export const partnerConsentSchema = z.literal(true, { error: M.consentRequired });

/** One of a list; nothing chosen yet (the form's '') reads as "required". */
export const choiceSchema = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, required);

// ---------------------------------------------------------------------------------------------------

/** Page numbers and sizes arrive as query text. */
export const pageSchema = z.coerce.number().int().min(1).max(1000).default(1);
export const pageSizeSchema = z.coerce.number().int().min(1).max(50).default(10);
