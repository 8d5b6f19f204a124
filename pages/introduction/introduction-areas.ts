import type { FeatureArea } from '@sellwise/api/contract/feature-areas';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { SectionIconName } from '@sellwise/design-system/sections';

/** What differs between the areas' pages: the catalogue keys of their features, steps and questions. */
export type AreaContent = {
  features: Readonly<Record<string, SectionIconName>>;
  steps: readonly string[];
  faq: readonly string[];
};

export const AREA_CONTENT: Record<FeatureArea, AreaContent> = {
  product: {
    features: { publish: 'store', bulkEdit: 'price', copy: 'sync', check: 'check' },
    steps: ['create', 'adjust', 'publish'],
    faq: ['existing', 'price', 'variants'],
  },
  order: {
    features: { queue: 'order', print: 'print', shipping: 'shipping', exceptions: 'alerts' },
    steps: ['collect', 'process', 'ship'],
    faq: ['printer', 'team', 'peak'],
  },
  inventory: {
    features: { sync: 'sync', warehouses: 'warehouse', alerts: 'alerts', records: 'invoice' },
    steps: ['link', 'set', 'sync'],
    faq: ['cancel', 'choose', 'bundles'],
  },
  marketing: {
    features: { vouchers: 'price', flashSales: 'speed', bundles: 'inventory', broadcasts: 'marketing' },
    steps: ['choose', 'apply', 'track'],
    faq: ['official', 'limits', 'results'],
  },
  data: {
    features: { profit: 'wallet', bestSellers: 'growth', comparison: 'data', export: 'invoice' },
    steps: ['connect', 'cost', 'read'],
    faq: ['calculation', 'currency', 'access'],
  },
  crawl: {
    features: { links: 'crawl', pricing: 'price', edit: 'product', moveShops: 'store' },
    steps: ['paste', 'edit', 'publish'],
    faq: ['sources', 'rights', 'limits'],
  },
};

/**
 * The area's product-UI drawing. Empty alt: the picture repeats what the heading beside it says,
 * so screen readers skip it (and it carries no text to translate). `priority` for the hero's, which is
 * above the fold.
 */
export function areaIllustration(area: FeatureArea | 'overview', priority = false) {
  return { src: `/illustrations/introduction/${area}.svg`, alt: '', width: 480, height: 360, priority };
}

/** The sign-up address every call to action of these pages uses, tagged with the page. */
export const signUpHref = (source: string) => `${LANG_PAGE_PATHS.register}?source=${source}`;
