// Page sections for the page assembler: each takes plain, serialisable data; links are plain hrefs.
export * from './app-download';
export * from './article-card';
export * from './article-list';
export * from './category-card';
export * from './contact-card';
export * from './cta-banner';
export * from './faq';
export * from './feature-grid';
export * from './feature-split';
export * from './hero';
export { SECTION_ICON_NAMES, SECTION_ICONS, type SectionIconName } from './icons';
export * from './logo-cloud';
export * from './pricing-table';
export {
  isSectionType,
  SECTION_TYPES,
  type SectionConfig,
  type SectionPropsMap,
  type SectionType,
} from './registry';
export * from './section';
export * from './stats';
export * from './steps';
export * from './testimonials';
export * from './video-block';
