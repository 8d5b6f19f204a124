// mergeRefs lives in lib (primitives use it too); it stays exported from here for the forms.
export { mergeRefs } from '../../lib/refs';

/**
 * react-hook-form focuses the first invalid field through the `ref` it was given. Controls whose focus
 * target is not the root element (radio groups, pickers) register this object instead of a DOM node.
 */
export function focusTarget(getElement: () => HTMLElement | null | undefined) {
  return { focus: () => getElement()?.focus() };
}
