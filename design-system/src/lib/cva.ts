// class-variance-authority's cva, keeping each definition's variants and defaults reachable so the
// docs build a component's props table from them (one copy of the values: the cva definition).
import { cva as cvaBase } from 'class-variance-authority';

export type { VariantProps } from 'class-variance-authority';

export type VariantConfig = {
  variants: Record<string, Record<string, unknown>>;
  defaultVariants: Record<string, unknown>;
};

/** One variant prop as the docs show it: its values in definition order and its default. */
export type VariantProp = {
  name: string;
  values: (string | number | boolean)[];
  /** Absent when the definition has no default for it. */
  defaultValue?: string | number | boolean;
  /** Overrides the default's text when the component chooses it otherwise (e.g. from another prop). */
  defaultSummary?: string;
};

type Options = {
  /** The definition's variant keys that are props of the component (all when absent). */
  pick?: readonly string[];
  /** Default text for props the component defaults itself, by prop name. */
  defaults?: Record<string, string>;
};

// One WeakMap keyed by the functions: nothing is added to what the package's consumers call, and little
// to their bundle (the docs read and normalise these entries; the package only stores them).
const registry = new WeakMap<object, unknown>();
type Feed = { definitions: readonly object[]; options: Options };

export const cva: typeof cvaBase = (base, config) => {
  const fn = cvaBase(base, config);
  registry.set(fn, config ?? {});
  return fn;
};

const feedOf = (component: unknown) => {
  const entry = component ? registry.get(component as object) : undefined;
  return entry && typeof entry === 'object' && 'definitions' in entry ? (entry as Feed) : undefined;
};

export function variantConfigOf(definition: object): VariantConfig | undefined {
  const config = registry.get(definition) as Partial<VariantConfig> | undefined;
  if (!config || feedOf(definition)) return undefined;
  return { variants: config.variants ?? {}, defaultVariants: config.defaultVariants ?? {} };
}

/** Names the cva definition(s) whose variants are props of `component`, for its props table. */
export function variantPropsFrom(component: object, definitions: readonly object[], options?: Options): void {
  registry.set(component, { definitions, options: options ?? {} } satisfies Feed);
}

// cva keys are strings; a key like "3" stands for the number prop 3, "true"/"false" for a boolean.
function propValue(key: string): string | number | boolean {
  if (key === 'true') return true;
  if (key === 'false') return false;
  return /^\d+$/.test(key) ? Number(key) : key;
}

/** The cva definitions registered for a component (empty for any other). */
export function variantSourcesOf(component: unknown): readonly object[] {
  return feedOf(component)?.definitions ?? [];
}

/** The variant props of a component registered with variantPropsFrom; empty for any other. */
export function variantPropsOf(component: unknown): VariantProp[] {
  const entry = feedOf(component);
  if (!entry) return [];
  const props: VariantProp[] = [];
  for (const definition of entry.definitions) {
    const config = variantConfigOf(definition);
    if (!config) throw new Error('variantPropsFrom: a definition not made with lib/cva');
    for (const [name, values] of Object.entries(config.variants)) {
      if (entry.options.pick && !entry.options.pick.includes(name)) continue;
      if (props.some((p) => p.name === name)) continue;
      const keys = Object.keys(values);
      // A boolean variant with only its true class still takes false (the default when absent).
      const onlyTrue = keys.length === 1 && keys[0] === 'true';
      const all = onlyTrue ? ['false', 'true'] : keys;
      const fallback = config.defaultVariants[name] ?? (onlyTrue ? false : undefined);
      const prop: VariantProp = { name, values: all.map(propValue) };
      if (fallback !== undefined && fallback !== null) prop.defaultValue = propValue(String(fallback));
      const summary = entry.options.defaults?.[name];
      if (summary) prop.defaultSummary = summary;
      props.push(prop);
    }
  }
  return props;
}
