import { AD_LANDING_PAGES } from '@sellwise/api/contract/layouts';
import { introductionPath, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { SectionIconName } from '@sellwise/design-system/sections';

/** Every page `landingPage` renders by `params.name`: the ad pages (the contract's) plus the sign-up pages. */
export const LANDING_NAMES = [...AD_LANDING_PAGES, 'staticRg', 'thRegister'] as const;
export type LandingName = (typeof LANDING_NAMES)[number];

/** Every page built from the landing config factory (the SPX page has its own module and loader). */
export type LandingConfigName = LandingName | 'spxStaticPage';

/** Shown for a name that is not a landing page: the general brand page. */
export const FALLBACK_LANDING: LandingName = 'brandAdsPage';

export function isLandingName(value: string | undefined): value is LandingName {
  return (LANDING_NAMES as readonly string[]).includes(value ?? '');
}

/** Section anchors, shared by the configs and the hero's in-page links. */
export const SECTION_IDS = {
  hero: 'hero',
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  proof: 'proof',
  faq: 'faq',
  cta: 'cta',
  enquiry: 'enquiry',
} as const;

export type HeroPicture = 'dashboard' | 'orders' | 'import' | 'dropship' | 'invoice';

/**
 * What differs between the pages besides their copy: where the hero's second link leads (its label in
 * landing.json says which), the hero picture, the icon of each benefit (one per item, so the count
 * matches the copy), and whether the page carries a sign-up or an enquiry panel in its hero.
 */
export type LandingSpec = {
  secondaryHref: string;
  picture?: HeroPicture;
  benefitIcons: readonly SectionIconName[];
  panel?: 'signUp' | 'enquiry';
};

const anchor = (id: string) => `#${id}`;

export const LANDING_SPECS: Record<LandingConfigName, LandingSpec> = {
  brandAdsPage: {
    secondaryHref: LANG_PAGE_PATHS.app,
    picture: 'dashboard',
    benefitIcons: ['product', 'order', 'inventory', 'data'],
  },
  captureAdsPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'import',
    benefitIcons: ['crawl', 'integration', 'product', 'guide'],
  },
  captureAdsPage1: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    benefitIcons: ['speed', 'check', 'sync'],
    panel: 'signUp',
  },
  dropshipAdsPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'dropship',
    benefitIcons: ['store', 'automation', 'product', 'wallet'],
  },
  dropshipAdsPage1: {
    secondaryHref: LANG_PAGE_PATHS.pricing,
    picture: 'dropship',
    benefitIcons: ['order', 'sync', 'wallet'],
  },
  eCommerceManagementToolsAdsPage: {
    secondaryHref: introductionPath('index'),
    picture: 'dashboard',
    benefitIcons: ['product', 'order', 'inventory', 'marketing'],
  },
  invoicingAdsPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'invoice',
    benefitIcons: ['invoice', 'print', 'store', 'data'],
  },
  lazadaSellerAdsPage: {
    secondaryHref: anchor(SECTION_IDS.benefits),
    picture: 'orders',
    benefitIcons: ['speed', 'print', 'sync', 'marketing'],
  },
  lazadaSellerCenterAdsPage: {
    secondaryHref: anchor(SECTION_IDS.faq),
    picture: 'orders',
    benefitIcons: ['dashboard', 'sync', 'data'],
  },
  onlineShoppingAdsPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'dashboard',
    benefitIcons: ['guide', 'store', 'growth'],
  },
  sellGoodsOnlineAdvertisingPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'import',
    benefitIcons: ['global', 'inventory', 'shipping'],
  },
  sellGoodsSoftware: {
    secondaryHref: LANG_PAGE_PATHS.pricing,
    picture: 'dashboard',
    benefitIcons: ['speed', 'automation', 'check', 'wallet'],
  },
  shopeeSellerAdsPage: {
    secondaryHref: anchor(SECTION_IDS.benefits),
    picture: 'orders',
    benefitIcons: ['product', 'shipping', 'marketing', 'global'],
  },
  shopeeSellerAdsPage1: {
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['sync', 'print', 'marketing'],
    panel: 'signUp',
  },
  shopifySellerCentreAdsPage: {
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    picture: 'dashboard',
    benefitIcons: ['store', 'inventory', 'shipping'],
  },
  shopManagement: {
    secondaryHref: anchor(SECTION_IDS.benefits),
    picture: 'orders',
    benefitIcons: ['dashboard', 'alerts', 'team', 'data'],
  },
  tikTokSellerCentreAdsPage: {
    secondaryHref: anchor(SECTION_IDS.faq),
    picture: 'orders',
    benefitIcons: ['sync', 'shipping', 'product'],
  },
  staticRg: {
    secondaryHref: LANG_PAGE_PATHS.login,
    benefitIcons: ['product', 'print', 'sync'],
    panel: 'signUp',
  },
  thRegister: {
    secondaryHref: LANG_PAGE_PATHS.login,
    benefitIcons: ['sync', 'print', 'product', 'dashboard'],
    panel: 'signUp',
  },
  spxStaticPage: {
    secondaryHref: anchor(SECTION_IDS.enquiry),
    benefitIcons: ['price', 'shipping', 'print', 'check'],
    panel: 'enquiry',
  },
};
