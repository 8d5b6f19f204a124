// Every component whose props come from a cva definition gets them in its Storybook props table and
// controls from that definition, and no stories file types their values a second time.
import type { StoryContextForEnhancers, StrictInputType } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { variantConfigOf } from './recording-cva';
import { variantArgTypes, variantPropsOf } from './variant-arg-types';
import { variantSources } from './variant-sources';

const variantSourcesOf = (component: unknown) => variantSources.find(([c]) => c === component)?.[1] ?? [];

type Meta = { title?: string; component?: unknown; argTypes?: Record<string, { options?: unknown }> };

const sources = import.meta.glob<string>(['../src/**/*.{ts,tsx}', '!../src/**/*.{stories,test}.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const modules = import.meta.glob<Record<string, unknown>>(
  ['../src/**/*.{ts,tsx}', '!../src/**/*.{stories,test}.{ts,tsx}'],
  {
    eager: true,
  },
);
const stories = import.meta.glob<{ default: Meta }>('../src/**/*.stories.tsx', { eager: true });

// All cva definitions by export name (names are unique across the package).
const definitions = new Map<string, object>();
for (const exports of Object.values(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function' && variantConfigOf(value)) definitions.set(name, value);
  }
}

describe('variant props in the docs', () => {
  it('finds the cva definitions', () => {
    expect(definitions.get('buttonVariants')).toBeDefined();
    expect(definitions.size).toBeGreaterThan(25);
  });

  // A module whose props type says `VariantProps<typeof x>` registers x for one of its components.
  for (const [path, source] of Object.entries(sources)) {
    const used = [...source.matchAll(/VariantProps<typeof (\w+)>/g)].map((m) => m[1] ?? '');
    if (used.length === 0) continue;
    it(`${path} names the cva definitions its components' props come from`, () => {
      const components = Object.values(modules[path] ?? {}).filter((v) => typeof v === 'function');
      for (const name of new Set(used)) {
        const definition = definitions.get(name) ?? (modules[path]?.[name] as object | undefined);
        // A definition private to the module (not exported) is an implementation detail, not props.
        if (!definition) continue;
        expect(
          components.some((c) => variantSourcesOf(c).includes(definition)),
          `${name} is not listed in variant-sources.ts`,
        ).toBe(true);
      }
    });
  }

  for (const [path, { default: meta }] of Object.entries(stories)) {
    const props = variantPropsOf(meta.component);
    if (props.length === 0) continue;
    it(`${meta.title} (${path}) shows its variant props from the cva definitions`, () => {
      const argTypes = variantArgTypes({
        component: meta.component,
        argTypes: { ...meta.argTypes },
      } as unknown as StoryContextForEnhancers);
      for (const prop of props) {
        expect(
          meta.argTypes?.[prop.name]?.options,
          `${prop.name}: options typed a second time`,
        ).toBeUndefined();
        const argType: Partial<StrictInputType> = argTypes[prop.name] ?? {};
        const config = variantConfigOf(
          variantSourcesOf(meta.component).find((d) => prop.name in (variantConfigOf(d)?.variants ?? {})) ??
            {},
        );
        const keys = Object.keys(config?.variants[prop.name] ?? {});
        if (argType.type?.name === 'boolean') {
          expect(keys.every((k) => k === 'true' || k === 'false')).toBe(true);
        } else {
          expect(argType.options?.map(String)).toEqual(keys);
        }
        expect(argType.table?.type?.summary).toBeTruthy();
        expect(argType.control).toBeTruthy();
        const fallback = config?.defaultVariants[prop.name];
        if (fallback !== undefined && !prop.defaultSummary) {
          expect(argType.table?.defaultValue?.summary).toContain(String(fallback));
        }
      }
    });
  }
});
