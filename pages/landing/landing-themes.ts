import type { LandingPage } from '@sellwise/api/contract/layouts';
import type { LandingTheme } from '@sellwise/design-system/layouts';

/**
 * Each advertising landing page's accent colour (its sign-up buttons) and the pale tint of its hero.
 * White text on `accent` and `accentHover` meets WCAG AA; body text on `tint` meets AAA
 * (landing-themes.test.ts checks every entry).
 */
export const LANDING_THEMES: Readonly<Record<LandingPage, LandingTheme>> = {
  brandAdsPage: { accent: '#1f4fd1', accentHover: '#1a41ad', tint: '#eef3ff' },
  captureAdsPage: { accent: '#7c3aed', accentHover: '#6d28d9', tint: '#f5f3ff' },
  captureAdsPage1: { accent: '#6d28d9', accentHover: '#5b21b6', tint: '#f5f3ff' },
  dropshipAdsPage: { accent: '#0f766e', accentHover: '#115e59', tint: '#f0fdfa' },
  dropshipAdsPage1: { accent: '#0e7490', accentHover: '#155e75', tint: '#ecfeff' },
  eCommerceManagementToolsAdsPage: { accent: '#4338ca', accentHover: '#3730a3', tint: '#eef2ff' },
  invoicingAdsPage: { accent: '#15803d', accentHover: '#166534', tint: '#f0fdf4' },
  lazadaSellerAdsPage: { accent: '#0f136d', accentHover: '#0a0d4d', tint: '#eef0ff' },
  lazadaSellerCenterAdsPage: { accent: '#a21caf', accentHover: '#86198f', tint: '#fdf4ff' },
  onlineShoppingAdsPage: { accent: '#be123c', accentHover: '#9f1239', tint: '#fff1f2' },
  sellGoodsOnlineAdvertisingPage: { accent: '#b45309', accentHover: '#92400e', tint: '#fffbeb' },
  sellGoodsSoftware: { accent: '#1d4ed8', accentHover: '#1e40af', tint: '#eff6ff' },
  shopeeSellerAdsPage: { accent: '#c23616', accentHover: '#9f2c12', tint: '#fff4f1' },
  shopeeSellerAdsPage1: { accent: '#b43a1e', accentHover: '#93301a', tint: '#fff4f1' },
  shopifySellerCentreAdsPage: { accent: '#008060', accentHover: '#004c3f', tint: '#f1f8f5' },
  shopManagement: { accent: '#0369a1', accentHover: '#075985', tint: '#f0f9ff' },
  tikTokSellerCentreAdsPage: { accent: '#161823', accentHover: '#000000', tint: '#f1f3f6' },
};
