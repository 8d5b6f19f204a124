import type { StoryContextForEnhancers } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { cva, variantConfigOf } from './recording-cva';
import { MAX_RADIO_OPTIONS, variantArgTypesFor, variantPropsOf } from './variant-arg-types';
import type { VariantSource } from './variant-sources';

describe('recording cva', () => {
  const looks = cva('base', {
    variants: {
      tone: { a: 'ta', b: 'tb' },
      size: { xs: '1', sm: '2', md: '3', lg: '4', xl: '5' },
      columns: { 2: 'c2', 3: 'c3' },
      block: { true: 'w-full' },
    },
    defaultVariants: { tone: 'a', size: 'md', columns: 3 },
  });

  it('builds the same classes as class-variance-authority', () => {
    expect(looks({ tone: 'b', size: 'xl', block: true })).toBe('base tb 5 c3 w-full');
  });

  it("keeps the definition's variants and defaults reachable", () => {
    expect(variantConfigOf(looks)?.defaultVariants).toEqual({ tone: 'a', size: 'md', columns: 3 });
    expect(Object.keys(variantConfigOf(looks)?.variants ?? {})).toEqual(['tone', 'size', 'columns', 'block']);
  });

  it("gives a registered component's variant props with typed values and defaults", () => {
    const thing = () => null;
    const sources: VariantSource[] = [
      [thing, [looks], { pick: ['columns', 'block', 'size'], defaults: { size: 'by level' } }],
    ];
    expect(variantPropsOf(thing, sources)).toEqual([
      {
        name: 'size',
        values: ['xs', 'sm', 'md', 'lg', 'xl'],
        defaultValue: 'md',
        defaultSummary: 'by level',
      },
      { name: 'columns', values: [2, 3], defaultValue: 3 },
      { name: 'block', values: [false, true], defaultValue: false },
    ]);
    expect(variantPropsOf(() => null, sources)).toEqual([]);
    expect(() => variantPropsOf(thing, [[thing, [() => 'not cva']]])).toThrow(/not made by cva/);
  });
});

describe('variantArgTypes (the argTypes enhancer)', () => {
  const looks = cva('', {
    variants: {
      tone: { a: '', b: '', c: '', d: '' },
      size: { xs: '', sm: '', md: '', lg: '', xl: '' },
      wide: { true: '' },
    },
    defaultVariants: { tone: 'b' },
  });
  const thing = () => null;
  const variantArgTypes = variantArgTypesFor([[thing, [looks]]]);
  const enhance = (component: unknown, argTypes: Record<string, object> = {}) =>
    variantArgTypes({ component, argTypes } as unknown as StoryContextForEnhancers);

  it('types each variant prop with its values, control and default', () => {
    const argTypes = enhance(thing, { tone: { description: 'Kept.' }, other: { name: 'other' } });
    expect(argTypes.tone).toMatchObject({
      name: 'tone',
      description: 'Kept.',
      type: { name: 'enum', value: ['a', 'b', 'c', 'd'] },
      options: ['a', 'b', 'c', 'd'],
      control: { type: 'inline-radio' },
      table: { type: { summary: '"a" | "b" | "c" | "d"' }, defaultValue: { summary: '"b"' } },
    });
    expect(MAX_RADIO_OPTIONS).toBe(4);
    expect(argTypes.size).toMatchObject({ control: { type: 'select' }, table: { defaultValue: undefined } });
    expect(argTypes.wide).toMatchObject({
      type: { name: 'boolean' },
      control: { type: 'boolean' },
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    });
    expect(argTypes.other).toEqual({ name: 'other' });
  });

  it('keeps a control a stories file hides, and leaves other components alone', () => {
    expect(enhance(thing, { tone: { control: false } }).tone?.control).toBe(false);
    const argTypes = { size: { name: 'size' } };
    expect(enhance(() => null, argTypes)).toBe(argTypes);
  });
});
