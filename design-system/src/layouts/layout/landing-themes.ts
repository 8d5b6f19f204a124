/**
 * The 17 advertising landing layouts of the spec, keyed by layout name, each with its accent colour.
 * `accent` carries white text at WCAG AA (4.5:1; landing-themes.test.ts checks every entry);
 * `tint` is the pale hero background.
 */
export type LandingTheme = { accent: string; accentHover: string; tint: string };

export const landingThemes = {
  brandadspage: { accent: '#1f4fd1', accentHover: '#1a41ad', tint: '#eef3ff' },
  captureadspage: { accent: '#7c3aed', accentHover: '#6d28d9', tint: '#f5f3ff' },
  captureadspage1: { accent: '#6d28d9', accentHover: '#5b21b6', tint: '#f5f3ff' },
  dropshipadspage: { accent: '#0f766e', accentHover: '#115e59', tint: '#f0fdfa' },
  dropshipadspage1: { accent: '#0e7490', accentHover: '#155e75', tint: '#ecfeff' },
  ecommercemanagementtoolsadspage: { accent: '#4338ca', accentHover: '#3730a3', tint: '#eef2ff' },
  invoicingadspage: { accent: '#15803d', accentHover: '#166534', tint: '#f0fdf4' },
  lazadaselleradspage: { accent: '#0f136d', accentHover: '#0a0d4d', tint: '#eef0ff' },
  lazadasellercenteradspage: { accent: '#a21caf', accentHover: '#86198f', tint: '#fdf4ff' },
  onlineshoppingadspage: { accent: '#be123c', accentHover: '#9f1239', tint: '#fff1f2' },
  sellgoodsonlineadvertisingpage: { accent: '#b45309', accentHover: '#92400e', tint: '#fffbeb' },
  sellgoodssoftware: { accent: '#1d4ed8', accentHover: '#1e40af', tint: '#eff6ff' },
  shopeeselleradspage: { accent: '#c23616', accentHover: '#9f2c12', tint: '#fff4f1' },
  shopeeselleradspage1: { accent: '#b43a1e', accentHover: '#93301a', tint: '#fff4f1' },
  shopifysellercentredspage: { accent: '#008060', accentHover: '#004c3f', tint: '#f1f8f5' },
  shopmanagement: { accent: '#0369a1', accentHover: '#075985', tint: '#f0f9ff' },
  tiktoksellercentredspage: { accent: '#161823', accentHover: '#000000', tint: '#f1f3f6' },
} as const satisfies Record<string, LandingTheme>;

export type LandingKey = keyof typeof landingThemes;

export const LANDING_KEYS = Object.keys(landingThemes) as LandingKey[];

export function isLandingKey(value: string): value is LandingKey {
  return Object.hasOwn(landingThemes, value);
}
