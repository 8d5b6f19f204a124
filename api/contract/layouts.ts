/**
 * The spec's 17 advertising landing pages (§2, /{lang}/frontend/{name}.html) with their layout names, and
 * every other layout name (§2 "Layouts"). Layout names are the spec's, spelling included
 * (`shopifysellercentredspage`).
 */
export const LANDING_PAGES = {
  brandAdsPage: 'brandadspage',
  captureAdsPage: 'captureadspage',
  captureAdsPage1: 'captureadspage1',
  dropshipAdsPage: 'dropshipadspage',
  dropshipAdsPage1: 'dropshipadspage1',
  eCommerceManagementToolsAdsPage: 'ecommercemanagementtoolsadspage',
  invoicingAdsPage: 'invoicingadspage',
  lazadaSellerAdsPage: 'lazadaselleradspage',
  lazadaSellerCenterAdsPage: 'lazadasellercenteradspage',
  onlineShoppingAdsPage: 'onlineshoppingadspage',
  sellGoodsOnlineAdvertisingPage: 'sellgoodsonlineadvertisingpage',
  sellGoodsSoftware: 'sellgoodssoftware',
  shopeeSellerAdsPage: 'shopeeselleradspage',
  shopeeSellerAdsPage1: 'shopeeselleradspage1',
  shopifySellerCentreAdsPage: 'shopifysellercentredspage',
  shopManagement: 'shopmanagement',
  tikTokSellerCentreAdsPage: 'tiktoksellercentredspage',
} as const;
export type LandingPage = keyof typeof LANDING_PAGES;
export type LandingLayout = (typeof LANDING_PAGES)[LandingPage];
export const AD_LANDING_PAGES = Object.keys(LANDING_PAGES) as LandingPage[];

export function isLandingPage(value: unknown): value is LandingPage {
  return typeof value === 'string' && Object.hasOwn(LANDING_PAGES, value);
}

/** Spec: no m- layout exists for this landing page, so its phone version uses m-default. */
export const LANDING_PAGES_WITHOUT_PHONE_LAYOUT: readonly LandingPage[] = ['sellGoodsOnlineAdvertisingPage'];

/** The layouts that are not a landing page's own (spec §2 "Layouts"). */
export const DESKTOP_LAYOUTS = [
  'custom',
  'default',
  'login',
  'help',
  'phone',
  'nofooter',
  'empty',
  'staticpage',
  'blog',
] as const;
export const PHONE_LAYOUTS = [
  'm-default',
  'm-login',
  'm-nofooter',
  'm-empty',
  'm-thlogin',
  'm-staticpage',
] as const;
export type LayoutName =
  | (typeof DESKTOP_LAYOUTS)[number]
  | (typeof PHONE_LAYOUTS)[number]
  | LandingLayout
  | `m-${Exclude<LandingLayout, 'sellgoodsonlineadvertisingpage'>}`;

/** The phone twin of a desktop layout: `m-<name>` where the spec has one, else `m-default`. */
export function phoneLayout(layout: LayoutName | undefined): LayoutName {
  if (!layout || layout === 'default' || layout === 'custom' || layout === 'sellgoodsonlineadvertisingpage')
    return 'm-default';
  if (layout.startsWith('m-')) return layout;
  return `m-${layout}` as LayoutName;
}
