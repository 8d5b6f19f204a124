export {
  Form,
  FormMessage,
  type FormMessageProps,
  type FormProps,
  FormSubmit,
  formMessageVariants,
} from './form';
export { type Translate, useTranslate } from './translate';
export { zodFormResolver } from './zod-form-resolver';
