export { LandingLayout, type LandingLayoutProps } from './landing-layout';
