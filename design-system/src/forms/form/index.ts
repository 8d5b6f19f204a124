export { Form, type FormProps, FormSubmit } from './form';
export { FormMessage, type FormMessageProps, formMessageVariants } from './form-message';
export { type Translate, useTranslate } from './translate';
export { useHydrated } from './use-hydrated';
export { zodFormResolver } from './zod-form-resolver';
