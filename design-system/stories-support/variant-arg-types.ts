// Storybook argTypes for a component's cva variant props, read from its cva definitions (recording-cva.ts)
// as variant-sources.ts lists them: the props table shows each one's values and default, and its control
// offers exactly those values. react-docgen cannot follow `VariantProps<typeof x>`, and options typed in a
// stories file are a second copy that drifts (Button's `bare` was missing).
import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';
import { variantConfigOf } from './recording-cva';
import { type VariantSource, variantSources } from './variant-sources';

/** One variant prop as the docs show it: its values in definition order and its default. */
export type VariantProp = {
  name: string;
  values: (string | number | boolean)[];
  /** Absent when the definition has no default for it. */
  defaultValue?: string | number | boolean;
  /** Overrides the default's text when the component chooses it otherwise (e.g. from another prop). */
  defaultSummary?: string;
};

// cva keys are strings; a key like "3" stands for the number prop 3, "true"/"false" for a boolean.
function propValue(key: string): string | number | boolean {
  if (key === 'true') return true;
  if (key === 'false') return false;
  return /^\d+$/.test(key) ? Number(key) : key;
}

/** The variant props of a component as `sources` list them (variant-sources.ts); empty for any other. */
export function variantPropsOf(
  component: unknown,
  sources: readonly VariantSource[] = variantSources,
): VariantProp[] {
  const entry = sources.find(([c]) => c === component);
  if (!entry) return [];
  const [, definitions, options = {}] = entry;
  const props: VariantProp[] = [];
  for (const definition of definitions) {
    const config = variantConfigOf(definition);
    if (!config) throw new Error('variant-sources: a definition not made by cva');
    for (const [name, values] of Object.entries(config.variants)) {
      if (options.pick && !options.pick.includes(name)) continue;
      if (props.some((p) => p.name === name)) continue;
      const keys = Object.keys(values);
      // A boolean variant with only its true class still takes false (the default when absent).
      const onlyTrue = keys.length === 1 && keys[0] === 'true';
      const all = onlyTrue ? ['false', 'true'] : keys;
      const fallback = config.defaultVariants[name] ?? (onlyTrue ? false : undefined);
      const prop: VariantProp = { name, values: all.map(propValue) };
      if (fallback !== undefined && fallback !== null) prop.defaultValue = propValue(String(fallback));
      const summary = options.defaults?.[name];
      if (summary) prop.defaultSummary = summary;
      props.push(prop);
    }
  }
  return props;
}

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

/** An argTypes enhancer for the components `sources` list. */
export const variantArgTypesFor =
  (sources: readonly VariantSource[]): ArgTypesEnhancer =>
  (context) => {
    const props = variantPropsOf(context.component, sources);
    if (props.length === 0) return context.argTypes;
    const argTypes = { ...context.argTypes };
    for (const prop of props) argTypes[prop.name] = variantArgType(prop, argTypes[prop.name]);
    return argTypes;
  };

/** The `argTypesEnhancers` entry of .storybook/preview.tsx. */
export const variantArgTypes = variantArgTypesFor(variantSources);
