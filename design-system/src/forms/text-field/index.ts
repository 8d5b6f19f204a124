export { EmailField, Input, type InputProps, TextField, type TextFieldProps } from './text-field';
