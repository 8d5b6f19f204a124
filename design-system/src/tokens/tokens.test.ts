import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colorPairs, contrastRatio, isPhoneSize, uiColors } from './tokens';

const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

describe('colour tokens', () => {
  it.each(Object.entries(colorPairs))('%s meets WCAG AA (4.5:1) with its foreground', (_name, [bg, fg]) => {
    expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5);
  });

  it('form borders and the focus ring reach 3:1 against the page', () => {
    expect(contrastRatio(uiColors.input, uiColors.page)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(uiColors.ring, uiColors.page)).toBeGreaterThanOrEqual(3);
  });

  it('every pair in tokens.ts is the value tokens.css uses', () => {
    for (const [bg, fg] of Object.values(colorPairs)) {
      expect(css.toLowerCase()).toContain(bg);
      expect(css.toLowerCase()).toContain(fg);
    }
    expect(css).toContain(uiColors.input);
  });
});

describe('isPhoneSize', () => {
  it('uses the smaller screen side', () => {
    expect(isPhoneSize(390, 844)).toBe(true);
    expect(isPhoneSize(844, 390)).toBe(true);
    expect(isPhoneSize(600, 1200)).toBe(true);
    expect(isPhoneSize(601, 1200)).toBe(false);
    expect(isPhoneSize(1440, 900)).toBe(false);
  });
});
