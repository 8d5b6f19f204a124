import { describe, expect, it } from 'vitest';
import * as sections from './index';
import { isSectionType, SECTION_TYPES, type SectionConfig } from './registry';

describe('section registry', () => {
  it('names each section type once, and every name has an exported component', () => {
    expect(new Set(SECTION_TYPES).size).toBe(SECTION_TYPES.length);
    const exported = Object.keys(sections);
    const componentOf: Record<string, string> = { categoryGrid: 'CategoryGrid', contactCard: 'ContactCard' };
    for (const type of SECTION_TYPES) {
      const name = componentOf[type] ?? type[0]!.toUpperCase() + type.slice(1);
      expect(exported).toContain(name);
    }
  });

  it('recognises section types from page data', () => {
    expect(isSectionType('hero')).toBe(true);
    expect(isSectionType('carousel')).toBe(false);
    expect(isSectionType(undefined)).toBe(false);
  });

  it('types a page config as a tagged union', () => {
    const config: SectionConfig[] = [
      { type: 'hero', props: { title: 'Sell more' } },
      { type: 'stats', props: { items: [{ value: '50,000+', label: 'Sellers' }] } },
    ];
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });
});
