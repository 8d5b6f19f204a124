export {
  CaptchaField,
  type CaptchaFieldLabels,
  type CaptchaFieldProps,
  captchaUrl,
  defaultCaptchaFieldLabels,
} from './captcha-field';
