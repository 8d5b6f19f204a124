/** The six feature areas (spec §1), in the order the site's menus list them. */
export const FEATURE_AREAS = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

export function isFeatureArea(value: unknown): value is FeatureArea {
  return typeof value === 'string' && (FEATURE_AREAS as readonly string[]).includes(value);
}

/** The introduction pages (spec §2: /{lang}/introduction/{name}.htm): the areas plus an overview. */
export const INTRODUCTION_PAGES = [
  'crawl',
  'data',
  'index',
  'inventory',
  'marketing',
  'order',
  'product',
] as const;
export type IntroductionPage = (typeof INTRODUCTION_PAGES)[number];
