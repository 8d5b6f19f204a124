// Form primitives on react-hook-form + zod. Error messages are message ids; pages translate them
// through <Form translate>. Also published as `@sellwise/design-system/forms`.
export * from './captcha-field';
export * from './checkbox';
export * from './code-field';
export * from './date-picker';
export * from './field';
export * from './form';
export { formMessageIds, formMessageValues, ONE_TIME_CODE_LENGTH, PASSWORD_RULE } from './messages';
export * from './password-field';
export * from './phone-field';
export * from './radio-group';
export {
  agreeSchema,
  emailSchema,
  isoDateSchema,
  oneTimeCodeSchema,
  passwordSchema,
  requiredText,
} from './rules';
export * from './select';
export * from './text-field';
export * from './textarea';
export * from './time-slot-picker';
