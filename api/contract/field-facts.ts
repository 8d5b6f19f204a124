/**
 * The field facts without their zod rules: message ids, limits, the checks the password checklist
 * shows, the choice lists. Forms render with these on first paint; the zod schemas built from them
 * (fields.ts, which re-exports this module) load when a form first validates.
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
} as const;
const M = FIELD_MESSAGES;

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

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;

/** Digits of a national number once spaces, dashes and trunk zeros are gone (E.164 allows 15 in all). */
export const PHONE_DIGITS = { min: 4, max: 14 } as const;
/** The national number the API keys an account by: "081-234 5678" → "812345678"; null when not a number. */
export function nationalNumber(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, '').replace(/^0+/, '');
  const { min, max } = PHONE_DIGITS;
  return new RegExp(`^\\d{${min},${max}}$`).test(digits) ? digits : null;
}

/** The partner form's free-form phone: ASCII digits, spaces, ( ) and -, an optional +, 6–15 digits. */
export function isPartnerPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(phone) && digits >= 6 && digits <= 15;
}

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

export const CODE_LENGTH = 6;

export const CAPTCHA_ANSWER_MAX = 8;

export const MARKETPLACES = ['shopee', 'lazada', 'tiktok', 'shopify', 'tokopedia'] as const;
export const MONTHLY_ORDER_BANDS = ['under100', '100to1000', '1000to10000', 'over10000'] as const;
export const TIME_SLOTS = ['09:00', '10:30', '14:00', '15:30', '19:00'] as const;
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'content', 'other'] as const;
export const PARTNER_TYPES = ['marketplace', 'logistics', 'payment', 'agency', 'other'] as const;
export const SELLERS_SERVED = ['1-50', '51-500', '501-5000', '5000+'] as const;

/** The numbers each message shows, e.g. {min} and {max} in "Use 8–32 characters." */
export const FIELD_MESSAGE_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [M.passwordLength]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  [M.passwordRuleLength]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  [M.codeLength]: { length: CODE_LENGTH },
  [M.feedbackTooShort]: { min: TEXT_MIN.feedback },
  [M.partnerMessageTooShort]: { min: TEXT_MIN.partnerMessage },
};
