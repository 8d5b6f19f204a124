/**
 * The design system's sections as the site's *browser* bundle sees them: site/vite.config.ts points
 * `@sellwise/design-system/sections` here for the client build only (the server renders the real ones).
 *
 * Every page is rendered on the server and every navigation is a full page load, so a section without
 * behaviour of its own never needs its code in the browser. These stand-ins keep the server's HTML through
 * hydration (pages/assembler/server-html.tsx), which keeps marketing pages inside the first-load budget.
 * Sections with behaviour stay real: Hero (landing pages put a form in it), Faq, VideoBlock, PricingTable,
 * ContactCard — and so does everything else the barrel exports (Section, SectionHeader, faqJsonLd, …).
 */
import { serverHtmlSection } from '@sellwise/pages/assembler/server-html';

export * from '../../design-system/src/sections/index';

export const AppDownload = serverHtmlSection('appDownload');
export const ArticleList = serverHtmlSection('articleList');
export const CategoryGrid = serverHtmlSection('categoryGrid');
export const CtaBanner = serverHtmlSection('ctaBanner');
export const FeatureGrid = serverHtmlSection('featureGrid');
export const FeatureSplit = serverHtmlSection('featureSplit');
export const LogoCloud = serverHtmlSection('logoCloud');
export const Stats = serverHtmlSection('stats');
export const Steps = serverHtmlSection('steps');
export const Testimonials = serverHtmlSection('testimonials');
