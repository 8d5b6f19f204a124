// Storybook argTypes for a component's cva variant props, read from its cva definitions (lib/cva.ts):
// the props table shows each one's values and default, and its control offers exactly those values.
// react-docgen cannot follow `VariantProps<typeof x>`, and options typed in a stories file are a
// second copy that drifts (Button's `bare` was missing).
import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';
import { type VariantProp, variantPropsOf } from '../src/lib/cva';

/** Radio buttons while they fit on one line, a select above that. */
export const MAX_RADIO_OPTIONS = 4;

const literal = (value: VariantProp['values'][number]) =>
  typeof value === 'string' ? `"${value}"` : String(value);

export function variantArgType(prop: VariantProp, existing: Partial<StrictInputType> = {}): StrictInputType {
  const boolean = prop.values.length === 2 && prop.values.every((v) => typeof v === 'boolean');
  const defaultSummary =
    prop.defaultSummary ?? (prop.defaultValue === undefined ? undefined : literal(prop.defaultValue));
  return {
    ...existing,
    name: prop.name,
    type: boolean
      ? { name: 'boolean', required: false }
      : { name: 'enum', value: prop.values as (string | number)[], required: false },
    options: boolean ? undefined : prop.values,
    // A stories file may still hide a control (`control: false`).
    control:
      existing.control === false
        ? false
        : { type: boolean ? 'boolean' : prop.values.length <= MAX_RADIO_OPTIONS ? 'inline-radio' : 'select' },
    table: {
      ...existing.table,
      type: { summary: boolean ? 'boolean' : prop.values.map(literal).join(' | ') },
      defaultValue: defaultSummary === undefined ? undefined : { summary: defaultSummary },
    },
  };
}

/** The `argTypesEnhancers` entry of .storybook/preview.tsx. */
export const variantArgTypes: ArgTypesEnhancer = (context) => {
  const props = variantPropsOf(context.component);
  if (props.length === 0) return context.argTypes;
  const argTypes = { ...context.argTypes };
  for (const prop of props) argTypes[prop.name] = variantArgType(prop, argTypes[prop.name]);
  return argTypes;
};
