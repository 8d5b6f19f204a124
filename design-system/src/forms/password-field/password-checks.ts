import { PASSWORD_RULE } from '../messages';

export const hasLetter = (value: string) => /\p{L}/u.test(value);
export const hasDigit = (value: string) => /\d/.test(value);

/** Each check of the password rule, for the checklist shown before the visitor fails it. */
export function passwordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_RULE.minLength && value.length <= PASSWORD_RULE.maxLength,
    letter: hasLetter(value),
    digit: hasDigit(value),
  };
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * 0 empty, 1 weak (breaks the rule), 2 fair (meets it), 3 good, 4 strong. Length counts most; mixed case
 * and symbols (not the vowel and tone marks of Thai or Vietnamese) add a step, so the meter rewards what actually makes guessing harder.
 */
export function passwordStrength(value: string): PasswordStrength {
  if (!value) return 0;
  const checks = passwordChecks(value);
  if (!checks.length || !checks.letter || !checks.digit) return 1;
  let score = 2;
  if (value.length >= 12) score += 1;
  if ((/[a-z]/.test(value) && /[A-Z]/.test(value)) || /[^\p{L}\p{M}\d]/u.test(value)) score += 1;
  return Math.min(score, 4) as PasswordStrength;
}
