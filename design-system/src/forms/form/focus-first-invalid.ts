const FOCUSABLE =
  'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first invalid control in page order. react-hook-form focuses in the order fields were
 * registered, so a field that appeared later (switching from phone to e-mail) would be passed over.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid || invalid.contains(invalid.ownerDocument.activeElement)) return;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('[role=radio][data-state=checked]:not([disabled])') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}
