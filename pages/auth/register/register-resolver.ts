import { zodFormResolver } from '@sellwise/design-system/forms';
import { registerSchema, sendCodeSchema } from './register-schema';
import type { RegisterValues } from './register-values';

/**
 * The sign-up form's resolver (loaded on first validation): "Send code" checks the picture answer too;
 * `sending` is read at each validation.
 */
export const registerResolver = (sending: () => boolean) =>
  zodFormResolver<RegisterValues>(() => (sending() ? sendCodeSchema : registerSchema));
