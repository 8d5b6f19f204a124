export {
  DashboardIllustration,
  type DashboardIllustrationProps,
  HEX_PALETTE,
  type IllustrationPalette,
  TOKEN_PALETTE,
} from './dashboard-illustration';
