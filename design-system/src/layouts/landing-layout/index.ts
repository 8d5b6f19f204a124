export { LandingLayout, type LandingLayoutProps, type LandingTheme } from './landing-layout';
