/** What `isSearchShortcut` reads of a keyboard event (a DOM KeyboardEvent or React's). */
export type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & {
  target?: EventTarget | null;
  isComposing?: boolean;
  defaultPrevented?: boolean;
};

const TEXT_FREE_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True when typing a "/" at `target` would write text: inputs, text areas, selects and editable content. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.tagName === 'INPUT') return !TEXT_FREE_INPUTS.has((el as HTMLInputElement).type);
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.isContentEditable) return true;
  // jsdom and detached nodes do not compute isContentEditable: read the attribute.
  const editable = el.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/**
 * The site's search shortcuts: Ctrl+K or ⌘+K anywhere, and "/" when focus is not where it would type text.
 * Ignores events already handled, keys pressed while an input method composes, and Alt combinations.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return event.ctrlKey !== event.metaKey;
  if (key === '/') return !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
  return false;
}
