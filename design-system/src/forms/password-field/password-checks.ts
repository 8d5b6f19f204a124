/** One part of a password rule, shown as a line of the new-password checklist. */
export type PasswordCheck = {
  /** Stable key of the line (its `data-check`). */
  id: string;
  /** The line's text as a message id, shown through the Form's translate (outside a Form, as it is). */
  message: string;
  /** Whether the value meets this part of the rule. */
  test: (value: string) => boolean;
};

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * 0 empty, 1 weak (fails a check), 2 fair (meets them all), 3 good, 4 strong. Length counts most (in
 * characters, so an emoji is one); mixed case and symbols (not the vowel and tone marks of Thai or
 * Vietnamese) add a step, so the meter rewards what actually makes guessing harder.
 */
export function passwordStrength(value: string, checks: readonly PasswordCheck[] = []): PasswordStrength {
  if (!value) return 0;
  if (!checks.every((check) => check.test(value))) return 1;
  let score = 2;
  if ([...value].length >= 12) score += 1;
  if ((/[a-z]/.test(value) && /[A-Z]/.test(value)) || /[^\p{L}\p{M}\d]/u.test(value)) score += 1;
  return Math.min(score, 4) as PasswordStrength;
}
