// Form primitives on react-hook-form + zod. Error messages are message ids; pages translate them
// through <Form translate>. The rules here are generic (required, agree, date, phone); a product's own
// field rules come with its schemas. Also published as `@sellwise/design-system/forms`.
export * from './captcha-field';
export * from './checkbox';
export * from './code-field';
export * from './date-picker';
export * from './field';
export * from './form';
export { formMessageIds } from './messages';
export * from './password-field';
export * from './phone-field';
export * from './radio-group';
export { agreeSchema, isoDateSchema, requiredText } from './rules';
export * from './select';
export * from './text-field';
export * from './textarea';
export * from './time-slot-picker';
