export {
  isLandingKey,
  LANDING_KEYS,
  type LandingKey,
  type LandingTheme,
  landingThemes,
} from './landing-themes';
export { type FooterData, Layout, type LayoutProps } from './layout';
export {
  DEFAULT_LAYOUT,
  LAYOUT_NAMES,
  type LayoutDevice,
  type LayoutKind,
  MOBILE_LANDING_NAMES,
  type ResolvedLayout,
  resolveLayout,
} from './resolve-layout';
