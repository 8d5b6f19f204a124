import { z } from 'zod';

/**
 * The field rules, each written once with the message id of every way it can fail. The API's request
 * schemas (auth.ts, site.ts) and the site's forms (pages/…-schema.ts) are both built from these, and
 * pages/visitor/field-rules.test.ts checks with generated input that the two accept the same values.
 *
 * Pages import this module by its own path, `@sellwise/api/contract/fields` (zod and nothing else),
 * so a form page does not load the rest of the contract.
 */

/** Message ids (locales/<lang>/…) the rules answer with. */
export const FIELD_MESSAGES = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  emailInvalid: 'validation.email.invalid',
  phoneInvalid: 'validation.phone.invalid',
  passwordLength: 'validation.password.length',
  passwordLetterAndDigit: 'validation.password.letterAndDigit',
  codeLength: 'validation.code.length',
  feedbackTooShort: 'pages.contact.feedback.content.tooShort',
  partnerMessageTooShort: 'pages.partners.config.errors.messageTooShort',
  partnerPhoneInvalid: 'pages.partners.config.errors.phoneInvalid',
  websiteInvalid: 'pages.partners.config.errors.websiteInvalid',
  consentRequired: 'pages.partners.config.errors.consentRequired',
  passwordRuleLength: 'pages.visitor.fields.password.ruleLength',
  passwordRuleLetter: 'pages.visitor.fields.password.ruleLetter',
  passwordRuleDigit: 'pages.visitor.fields.password.ruleDigit',
  passwordHint: 'pages.visitor.fields.password.hint',
} as const;
const M = FIELD_MESSAGES;
const required = { error: M.required };
const tooLong = { error: M.tooLong };

// ---------------------------------------------------------------------------------------------------
// Free text. Lengths count UTF-16 units, as an input's maxlength does, so a field never takes more
// than its input lets through.

/** The most characters each free-text field takes. */
export const TEXT_MAX = {
  personName: 80,
  jobTitle: 80,
  storeName: 120,
  companyName: 120,
  remark: 1000,
  feedback: 2000,
  feedbackContact: 254,
  partnerMessage: 2000,
  /** Access and invitation codes on sign-up. */
  signUpCode: 64,
  partnerPhone: 32,
  url: 2048,
} as const;
/** The fewest characters of the texts that must say something. */
export const TEXT_MIN = { feedback: 5, partnerMessage: 10 } as const;

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

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;
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

/** Digits of a national number once spaces, dashes and trunk zeros are gone (E.164 allows 15 in all). */
export const PHONE_DIGITS = { min: 4, max: 14 } as const;
/** The national number the API keys an account by: "081-234 5678" → "812345678"; null when not a number. */
export function nationalNumber(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, '').replace(/^0+/, '');
  const { min, max } = PHONE_DIGITS;
  return new RegExp(`^\\d{${min},${max}}$`).test(digits) ? digits : null;
}
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

/** The partner form's free-form phone: ASCII digits, spaces, ( ) and -, an optional +, 6–15 digits. */
export function isPartnerPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(phone) && digits >= 6 && digits <= 15;
}
/** May be empty: the partner form asks for the phone but does not require it. */
export const partnerPhoneField = textField(TEXT_MAX.partnerPhone).refine(
  (v) => v === '' || isPartnerPhone(v),
  {
    error: M.partnerPhoneInvalid,
  },
);

// ---------------------------------------------------------------------------------------------------
// Password (new ones: sign-up and reset; log-in takes any password an account has).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

// A lone surrogate (half of an emoji) is no character, and the transport encoding cannot carry it.
const LONE_SURROGATE = /\p{Cs}/u;
/** Characters as people count them: code points, so an emoji or a Chinese character is one. */
export const characterCount = (text: string) => [...text].length;
/** 8–32 characters, all of them real characters. */
export const hasPasswordLength = (text: string) =>
  !LONE_SURROGATE.test(text) && characterCount(text) >= PASSWORD_MIN && characterCount(text) <= PASSWORD_MAX;
/** A letter of any script (\p{L}): a–z, Thai, Chinese, Vietnamese…; combining marks (\p{M}, Thai tone marks) are not. */
export const hasLetter = (text: string) => /\p{L}/u.test(text);
/** A decimal digit of any script (\p{Nd}): 0–9, Thai ๐–๙, full-width ０–９. Roman numerals and ² are not digits. */
export const hasDigit = (text: string) => /\p{Nd}/u.test(text);

/** The password rule as the checklist shows it: all checks met is exactly what the API accepts. */
export const PASSWORD_CHECKS = [
  { id: 'length', message: M.passwordRuleLength, test: hasPasswordLength },
  { id: 'letter', message: M.passwordRuleLetter, test: hasLetter },
  { id: 'digit', message: M.passwordRuleDigit, test: hasDigit },
] as const satisfies readonly { id: string; message: string; test: (value: string) => boolean }[];

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

export const CODE_LENGTH = 6;
/** The e-mailed or texted code: 6 ASCII digits, surrounding spaces ignored (a pasted code often has one). */
export const verifyCodeSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: M.codeLength });

export const CAPTCHA_ANSWER_MAX = 8;
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

export const MARKETPLACES = ['shopee', 'lazada', 'tiktok', 'shopify', 'tokopedia'] as const;
export const MONTHLY_ORDER_BANDS = ['under100', '100to1000', '1000to10000', 'over10000'] as const;
export const TIME_SLOTS = ['09:00', '10:30', '14:00', '15:30', '19:00'] as const;
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'content', 'other'] as const;
export const PARTNER_TYPES = ['marketplace', 'logistics', 'payment', 'agency', 'other'] as const;
export const SELLERS_SERVED = ['1-50', '51-500', '501-5000', '5000+'] as const;

/** The partner form's consent box must be ticked. */
export const partnerConsentSchema = z.literal(true, { error: M.consentRequired });

/** One of a list; nothing chosen yet (the form's '') reads as "required". */
export const choiceSchema = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, required);

// ---------------------------------------------------------------------------------------------------

/** The numbers each message shows, e.g. {min} and {max} in "Use 8–32 characters." */
export const FIELD_MESSAGE_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [M.passwordLength]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  [M.passwordRuleLength]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  [M.passwordHint]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  [M.codeLength]: { length: CODE_LENGTH },
  [M.feedbackTooShort]: { min: TEXT_MIN.feedback },
  [M.partnerMessageTooShort]: { min: TEXT_MIN.partnerMessage },
};

/** Page numbers and sizes arrive as query text. */
export const pageSchema = z.coerce.number().int().min(1).max(1000).default(1);
export const pageSizeSchema = z.coerce.number().int().min(1).max(50).default(10);
