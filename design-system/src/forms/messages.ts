/**
 * Message ids the form rules produce. Pages translate them (locales/*.json) through the Form's
 * `translate`; the values a message may use are listed beside it.
 */
export const formMessageIds = {
  required: 'validation.required',
  emailInvalid: 'validation.email.invalid',
  /** values: { min, max } */
  passwordLength: 'validation.password.length',
  passwordLetterAndDigit: 'validation.password.letterAndDigit',
  passwordMismatch: 'validation.password.mismatch',
  phoneInvalid: 'validation.phone.invalid',
  /** values: { length } */
  codeLength: 'validation.code.length',
  termsRequired: 'validation.terms.required',
  dateInvalid: 'validation.date.invalid',
} as const;

/** The product's password rule, shared by sign-up, reset and the API contract. */
export const PASSWORD_RULE = { minLength: 8, maxLength: 32 } as const;
export const ONE_TIME_CODE_LENGTH = 6;

/** Values for the messages above, so every field shows the same numbers. */
export const formMessageValues = {
  [formMessageIds.passwordLength]: { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength },
  [formMessageIds.codeLength]: { length: ONE_TIME_CODE_LENGTH },
} as Record<string, Record<string, unknown> | undefined>;
