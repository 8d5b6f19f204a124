// class-variance-authority as Storybook and the design system's tests see it: the same cva, keeping each
// definition's variants and defaults so the props tables are built from them (one copy of the values: the
// cva definition). Components import 'class-variance-authority' itself; only these builds swap this module
// in (record-cva-plugin.ts), so the package and the site carry none of it.
import { cva as cvaBase } from 'class-variance-authority';

export * from 'class-variance-authority';

export type VariantConfig = {
  variants: Record<string, Record<string, unknown>>;
  defaultVariants: Record<string, unknown>;
};

const configs = new WeakMap<object, Partial<VariantConfig>>();

export const cva: typeof cvaBase = (base, config) => {
  const fn = cvaBase(base, config);
  configs.set(fn, (config ?? {}) as Partial<VariantConfig>);
  return fn;
};

/** A definition's variants and defaults; undefined for anything not made by cva. */
export function variantConfigOf(definition: object): VariantConfig | undefined {
  const config = configs.get(definition);
  if (!config) return undefined;
  return { variants: config.variants ?? {}, defaultVariants: config.defaultVariants ?? {} };
}
