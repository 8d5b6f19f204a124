import type { SectionType } from '@sellwise/design-system/sections';

/**
 * How each section reaches the browser, said once. Every page is rendered on the server and every
 * navigation is a full page load, so a section without behaviour of its own is `static`: the site's browser
 * bundle gets a stand-in that keeps the server's HTML (server-html.ts) and the section's code never loads,
 * which keeps marketing pages inside their first-load budget. An `interactive` section hydrates with its
 * code. Every type is listed (the compiler checks), so a new section has to choose. The site's client build
 * derives its stand-ins from this (site/app/island-sections.ts).
 */
export const SECTION_DELIVERY = {
  hero: 'interactive', // landing pages put a form in it
  logoCloud: 'static',
  featureGrid: 'static',
  featureSplit: 'static',
  stats: 'static',
  steps: 'static',
  videoBlock: 'interactive',
  testimonials: 'static',
  pricingTable: 'interactive',
  faq: 'interactive',
  articleList: 'static',
  categoryGrid: 'static',
  contactCard: 'interactive',
  appDownload: 'static',
  ctaBanner: 'static',
} as const satisfies Record<SectionType, 'static' | 'interactive'>;

/** The section types whose code stays on the server. */
export const STATIC_SECTIONS = (Object.keys(SECTION_DELIVERY) as SectionType[]).filter(
  (type) => SECTION_DELIVERY[type] === 'static',
);

/**
 * Pages' own parts without behaviour, kept as the server's HTML like static sections: each module (path
 * under pages/) → the components it exports, every one made with serverHtmlPart under the name
 * `module#Export`. The site's browser bundle replaces these modules with stand-ins (site/app/island-sections.ts).
 */
export const STATIC_PARTS: Record<string, readonly string[]> = {
  // Marketplace landing pages' first screen: a wordmark, figures, steps and a link (first-load budget).
  'landing/marketplace-proof-panel.tsx': ['MarketplaceProofPanel'],
};

/** The name both sides of a static part render (serverHtmlPart, and the stand-ins of site/app/island-sections.ts). */
export const staticPartName = (module: string, exported: string) => `${module}#${exported}`;
