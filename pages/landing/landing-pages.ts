import { FEATURE_AREAS } from '@sellwise/api/contract/feature-areas';
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { AD_LANDING_PAGES } from '@sellwise/api/contract/layouts';
import { introductionPath, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { MarketplaceId } from '@sellwise/design-system/assets';
import type { SectionIconName } from '@sellwise/design-system/sections';
import type { AccountChannel } from '../visitor/account';

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
  marketplaces: 'marketplaces',
  figures: 'figures',
} as const;

export type HeroPicture = 'dashboard' | 'orders' | 'import' | 'dropship' | 'invoice';

/** The marketplaces Sellwise connects to, shown in the landing pages' logo rows and counted in their figures. */
export const CONNECTED_MARKETPLACES = [
  'shopee',
  'lazada',
  'tiktokShop',
  'shopify',
  'tokopedia',
] as const satisfies readonly MarketplaceId[];

/** Steps in every landing page's "how it works" copy. */
export const STEP_COUNT = 3;

/** The landing pages' figures, each counted from the fact it states. */
export const LANDING_FIGURES = {
  channels: CONNECTED_MARKETPLACES.length,
  tools: FEATURE_AREAS.length,
  languages: LANGUAGES.length,
  steps: STEP_COUNT,
} as const;

/**
 * What the first screen leads with: the real sign-up form (capture pages), the marketplace's own proof
 * (its wordmark, figures and connection steps), a picture beside or under the offer, or the SPX enquiry.
 */
export type LandingLead =
  | { kind: 'signUpForm'; channels?: readonly AccountChannel[] }
  | { kind: 'marketplace'; marketplace: (typeof CONNECTED_MARKETPLACES)[number] }
  | { kind: 'picture'; picture: HeroPicture; centred?: boolean }
  | { kind: 'enquiry' };

/** The blocks after the hero, each a design-system section made of the page's copy. */
export type LandingBlock = 'benefits' | 'howItWorks' | 'proof' | 'faq' | 'cta' | 'marketplaces' | 'figures';

/**
 * What differs between the pages besides their copy: what the first screen leads with, the order of the
 * blocks after it (each page its own, landing-config.test.ts), where the hero's second link leads (its
 * label in the copy says which) and the icon of each benefit (one per item, so the count matches the copy).
 */
export type LandingSpec = {
  lead: LandingLead;
  order: readonly LandingBlock[];
  /** The hero's second link; a capture page has none (its form is the call to action). */
  secondaryHref?: string;
  benefitIcons: readonly SectionIconName[];
};

const anchor = (id: string) => `#${id}`;
const form = { kind: 'signUpForm' } as const;
const market = (marketplace: (typeof CONNECTED_MARKETPLACES)[number]) =>
  ({ kind: 'marketplace', marketplace }) as const;
const picture = (name: HeroPicture, centred = false) =>
  ({ kind: 'picture', picture: name, centred }) as const;

export const LANDING_SPECS: Record<LandingConfigName, LandingSpec> = {
  // Brand: who we connect and what it adds up to, before any detail.
  brandAdsPage: {
    lead: picture('dashboard', true),
    order: ['marketplaces', 'figures', 'benefits', 'proof', 'faq', 'cta'],
    secondaryHref: LANG_PAGE_PATHS.app,
    benefitIcons: ['product', 'order', 'inventory', 'data'],
  },
  // Capture pages: the sign-up form is the first screen; little after it.
  captureAdsPage: {
    lead: form,
    order: ['benefits', 'proof', 'cta'],
    benefitIcons: ['crawl', 'integration', 'product', 'guide'],
  },
  captureAdsPage1: {
    lead: form,
    order: ['proof', 'benefits', 'faq', 'cta'],
    benefitIcons: ['speed', 'check', 'sync'],
  },
  // Dropshipping is a process: the steps come first.
  dropshipAdsPage: {
    lead: picture('dropship'),
    order: ['howItWorks', 'benefits', 'proof', 'faq', 'cta'],
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    benefitIcons: ['store', 'automation', 'product', 'wallet'],
  },
  dropshipAdsPage1: {
    lead: picture('dropship'),
    order: ['howItWorks', 'marketplaces', 'benefits', 'cta'],
    secondaryHref: LANG_PAGE_PATHS.pricing,
    benefitIcons: ['order', 'sync', 'wallet'],
  },
  eCommerceManagementToolsAdsPage: {
    lead: picture('dashboard', true),
    order: ['marketplaces', 'benefits', 'figures', 'proof', 'cta'],
    secondaryHref: introductionPath('index'),
    benefitIcons: ['product', 'order', 'inventory', 'marketing'],
  },
  // Invoicing: what it does, then how, then the tax questions.
  invoicingAdsPage: {
    lead: picture('invoice'),
    order: ['benefits', 'howItWorks', 'faq', 'cta'],
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    benefitIcons: ['invoice', 'print', 'store', 'data'],
  },
  // Marketplace pages: the marketplace's proof beside the offer, its steps included.
  lazadaSellerAdsPage: {
    lead: market('lazada'),
    order: ['benefits', 'faq', 'proof', 'cta'],
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['speed', 'print', 'sync', 'marketing'],
  },
  lazadaSellerCenterAdsPage: {
    lead: market('lazada'),
    order: ['faq', 'benefits', 'cta'],
    secondaryHref: anchor(SECTION_IDS.faq),
    benefitIcons: ['dashboard', 'sync', 'data'],
  },
  // New sellers: how to start before what they get.
  onlineShoppingAdsPage: {
    lead: picture('dashboard'),
    order: ['howItWorks', 'benefits', 'faq', 'proof', 'cta'],
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    benefitIcons: ['guide', 'store', 'growth'],
  },
  sellGoodsOnlineAdvertisingPage: {
    lead: picture('import'),
    order: ['marketplaces', 'howItWorks', 'benefits', 'proof', 'cta'],
    secondaryHref: anchor(SECTION_IDS.howItWorks),
    benefitIcons: ['global', 'inventory', 'shipping'],
  },
  sellGoodsSoftware: {
    lead: picture('dashboard'),
    order: ['benefits', 'figures', 'faq', 'cta'],
    secondaryHref: LANG_PAGE_PATHS.pricing,
    benefitIcons: ['speed', 'automation', 'check', 'wallet'],
  },
  shopeeSellerAdsPage: {
    lead: market('shopee'),
    order: ['benefits', 'proof', 'faq', 'cta'],
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['product', 'shipping', 'marketing', 'global'],
  },
  shopeeSellerAdsPage1: {
    lead: market('shopee'),
    order: ['proof', 'benefits', 'cta'],
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['sync', 'print', 'marketing'],
  },
  shopifySellerCentreAdsPage: {
    lead: market('shopify'),
    order: ['benefits', 'marketplaces', 'proof', 'cta'],
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['store', 'inventory', 'shipping'],
  },
  // Shop management: the figures first, for owners who compare tools.
  shopManagement: {
    lead: picture('orders'),
    order: ['figures', 'benefits', 'proof', 'faq', 'cta'],
    secondaryHref: anchor(SECTION_IDS.benefits),
    benefitIcons: ['dashboard', 'alerts', 'team', 'data'],
  },
  tikTokSellerCentreAdsPage: {
    lead: market('tiktokShop'),
    order: ['proof', 'faq', 'benefits', 'cta'],
    secondaryHref: anchor(SECTION_IDS.faq),
    benefitIcons: ['sync', 'shipping', 'product'],
  },
  staticRg: {
    lead: form,
    order: ['benefits', 'howItWorks', 'proof', 'faq', 'cta'],
    benefitIcons: ['product', 'print', 'sync'],
  },
  thRegister: {
    // Thai sellers sign up by phone.
    lead: { kind: 'signUpForm', channels: ['phone', 'email'] },
    order: ['benefits', 'howItWorks', 'proof', 'faq', 'cta'],
    benefitIcons: ['sync', 'print', 'product', 'dashboard'],
  },
  spxStaticPage: {
    lead: { kind: 'enquiry' },
    order: ['benefits', 'howItWorks', 'proof', 'faq', 'cta'],
    secondaryHref: anchor(SECTION_IDS.enquiry),
    benefitIcons: ['price', 'shipping', 'print', 'check'],
  },
};
