export { type PasswordCheck, type PasswordStrength, passwordStrength } from './password-checks';
export {
  defaultPasswordFieldLabels,
  PasswordField,
  type PasswordFieldLabels,
  type PasswordFieldProps,
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './password-field';
