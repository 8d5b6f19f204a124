/**
 * Hydration on intent (issue 25). A page is whole server HTML: links, text and native forms work without
 * script, so React and the page's code load only when the visitor reaches for the page (a pointer over it,
 * a touch, a key, a focus, a wheel). Until the page has hydrated, a click on a control that only script
 * drives (a menu, dialog or tab button) is held and given again afterwards, and what was typed into a field
 * is carried over into the hydrated form (React and react-hook-form set fields to their defaults).
 */

/** What the visitor does first that means they are about to operate the page. */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** Calls `start` once, on the first intent event (listened for at capture, so nothing can stop it). */
export function whenIntent(doc: Document, start: () => void): () => void {
  const fire = () => {
    stop();
    start();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, fire, true);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}

/**
 * A control whose click does nothing without script: a button that is not a form's submit button, or an
 * element acting as one. Links and submit buttons keep their native behaviour before hydration.
 */
export function scriptOnlyControl(target: EventTarget | null): HTMLElement | null {
  if (!target || !(target as Element).closest) return null;
  const control = (target as Element).closest<HTMLElement>(
    'button, [role="button"], [role="tab"], [role="switch"], [aria-haspopup], [aria-expanded]',
  );
  if (!control || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null;
  return control;
}

/**
 * Holds clicks on script-only controls until `release` is called with the hydrated document; then the
 * last held control is clicked again (once, the visitor clicked once).
 */
export function holdClicks(doc: Document): { release: () => void } {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const control = scriptOnlyControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  doc.addEventListener('click', onClick, true);
  return {
    release: () => {
      doc.removeEventListener('click', onClick, true);
      if (held?.isConnected) held.click();
      held = null;
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string; checked: boolean };

const FIELDS = 'input:not([type="hidden"]):not([type="file"]), textarea, select';
const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const changed = (field: Field) =>
  isToggle(field)
    ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((o) => o.selected !== o.defaultSelected)
      : field.value !== (field as HTMLInputElement).defaultValue;

/** The fields the visitor has changed from what the server rendered, with their values, before hydration. */
export function rememberTyped(root: ParentNode): Typed[] {
  return [...root.querySelectorAll<Field>(FIELDS)].filter(changed).map((field) => ({
    field,
    value: field.value,
    checked: isToggle(field) && (field as HTMLInputElement).checked,
  }));
}

/**
 * After hydration: gives each remembered field its value again as the visitor would (the native setter,
 * then `input`/`change`, or a click for a box), so React state and form libraries see it. A field changed
 * again while the page hydrated keeps its newer value, announced the same way.
 */
export function restoreTyped(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      if ((field as HTMLInputElement).checked !== checked) (field as HTMLInputElement).click();
      continue;
    }
    const current = field.value;
    const next = changed(field) && current !== value ? current : value;
    // React notices a change only against the last value it saw: set another one through the element's
    // own setter (which React watches), then the real one past it, as typing does.
    field.value = next === '' ? ' ' : '';
    const proto = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, next);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
