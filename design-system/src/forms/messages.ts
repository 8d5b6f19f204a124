/**
 * Message ids the design system's own rules produce (requiredText, agreeSchema, isoDateSchema,
 * phoneSchema). Pages translate them through the Form's `translate`; a product's own rules bring their
 * own ids.
 */
export const formMessageIds = {
  required: 'validation.required',
  phoneInvalid: 'validation.phone.invalid',
  termsRequired: 'validation.terms.required',
  dateInvalid: 'validation.date.invalid',
} as const;
