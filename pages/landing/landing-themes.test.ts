import { AD_LANDING_PAGES } from '@sellwise/api/contract';
import { contrastRatio } from '@sellwise/design-system/tokens';
import { describe, expect, it } from 'vitest';
import { LANDING_THEMES } from './landing-themes';

describe('LANDING_THEMES', () => {
  it.each(AD_LANDING_PAGES)('%s: white text on the accent and its hover meets WCAG AA', (page) => {
    const theme = LANDING_THEMES[page];
    expect(contrastRatio(theme.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.accentHover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The hero tint is pale enough for body text (#111827) on it.
    expect(contrastRatio(theme.tint ?? '#ffffff', '#111827')).toBeGreaterThanOrEqual(7);
  });
});
