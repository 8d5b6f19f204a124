export { type PasswordStrength, passwordChecks, passwordStrength } from './password-checks';
export {
  defaultPasswordFieldLabels,
  PasswordField,
  type PasswordFieldLabels,
  type PasswordFieldProps,
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './password-field';
