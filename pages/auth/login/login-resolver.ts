import { zodFormResolver } from '@sellwise/design-system/forms';
import { type LoginValues, loginSchema } from './login-schema';

/** The log-in form's resolver (loaded on first validation); `captchaNeeded` is read at each validation. */
export const loginResolver = (captchaNeeded: () => boolean) =>
  zodFormResolver<LoginValues>(() => loginSchema(captchaNeeded()));
