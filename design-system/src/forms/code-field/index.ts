export { CodeField, type CodeFieldLabels, type CodeFieldProps, defaultCodeFieldLabels } from './code-field';
export { useCountdown } from './use-countdown';
