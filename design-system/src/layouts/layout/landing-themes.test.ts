import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tokens/tokens';
import { LANDING_KEYS, landingThemes } from './landing-themes';

describe('landingThemes', () => {
  it.each(LANDING_KEYS)('%s: white text on the accent and its hover meets WCAG AA', (key) => {
    const theme = landingThemes[key];
    expect(contrastRatio(theme.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.accentHover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The hero tint is pale enough for body text (#111827) on it.
    expect(contrastRatio(theme.tint, '#111827')).toBeGreaterThanOrEqual(7);
  });
});
