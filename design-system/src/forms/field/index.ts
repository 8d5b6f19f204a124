export { controlVariants } from './control-styles';
export {
  ConnectedField,
  Description,
  Field,
  type FieldControlProps,
  FieldError,
  type FieldErrorProps,
  type FieldProps,
  type FormFieldProps,
  fieldVariants,
  Label,
  type LabelProps,
  useFieldContext,
  useFieldControl,
} from './field';
export { focusTarget, mergeRefs } from './refs';
