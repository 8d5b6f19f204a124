/**
 * Token values for code: contrast checks, viewport rules and the Tailwind preset.
 * The CSS variables in tokens.css are the source for styling; keep the two in step
 * (tokens.test.ts reads tokens.css and compares).
 */
export const colorPairs = {
  primary: ['#1f4fd1', '#ffffff'],
  'primary-hover': ['#1a41ad', '#ffffff'],
  'primary-subtle': ['#eef3ff', '#142c6e'],
  accent: ['#c2410c', '#ffffff'],
  'accent-hover': ['#9a3412', '#ffffff'],
  background: ['#ffffff', '#111827'],
  surface: ['#f7f8fa', '#111827'],
  muted: ['#f1f3f6', '#4b5565'],
  inverse: ['#111827', '#ffffff'],
  success: ['#15803d', '#ffffff'],
  'success-subtle': ['#ecfdf3', '#14532d'],
  warning: ['#b45309', '#ffffff'],
  'warning-subtle': ['#fffbeb', '#78350f'],
  danger: ['#b91c1c', '#ffffff'],
  'danger-subtle': ['#fef2f2', '#7f1d1d'],
  info: ['#0369a1', '#ffffff'],
  'info-subtle': ['#f0f9ff', '#0c4a6e'],
} as const satisfies Record<string, readonly [background: string, foreground: string]>;

export type ColorPair = keyof typeof colorPairs;

/** Non-text contrast (WCAG 1.4.11): form borders and the focus ring against the page. */
export const uiColors = { input: '#687182', ring: '#1f4fd1', page: '#ffffff' } as const;

/** The spec's phone rule: a device is phone-sized when its smaller screen side is at most 600 px. */
export const PHONE_MAX_SIDE = 600;
export function isPhoneSize(width: number, height: number): boolean {
  return Math.min(width, height) <= PHONE_MAX_SIDE;
}

export const breakpoints = { sm: 601, md: 768, lg: 1024, xl: 1280 } as const;

export const zIndex = { base: 0, sticky: 100, header: 200, drawer: 300, dialog: 400, toast: 500 } as const;

export const durations = { fast: 120, normal: 200, slow: 320 } as const;

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
