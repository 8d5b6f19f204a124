type TextControl = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** Sets the value so that React's change tracking sees a change, then fires the event a field listens to. */
function replayValue(control: TextControl) {
  const typed = control.value;
  // Through the element's own setter: React's tracker records the value it rendered.
  control.value = control.defaultValue;
  // Then past the tracker, straight on the prototype, so the input event reads as a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the visitor typed or ticked before React hydrated the form: the DOM has it, but the fields are
 * controlled and their state still holds the server's values, so the next render would wipe it. Each
 * change is replayed as the event its field listens to, so the field's own parsing applies (the phone
 * number's formatting, the code's digits). Controls the visitor did not touch are left alone.
 */
export function replayEarlyInput(form: HTMLFormElement) {
  for (const control of Array.from(form.elements)) replayControl(control);
}

function replayControl(control: Element) {
  if (control instanceof HTMLSelectElement) {
    if (control.disabled || !control.name) return;
    const rendered = Array.from(control.options).findIndex((option) => option.defaultSelected);
    if (rendered !== -1 && rendered !== control.selectedIndex) {
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return;
  }
  if (!(control instanceof HTMLInputElement) && !(control instanceof HTMLTextAreaElement)) return;
  if (control.disabled || control.readOnly || !control.name || NOT_TYPED.has(control.type)) return;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio counts once, on the one now chosen.
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return;
    // Back to the rendered state through React's tracker, then the click that toggles it again.
    control.checked = !control.checked;
    control.click();
    return;
  }
  if (control.value !== control.defaultValue) replayValue(control);
}
