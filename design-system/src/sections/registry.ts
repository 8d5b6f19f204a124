import type { AppDownloadProps } from './app-download/app-download';
import type { ArticleListProps } from './article-list/article-list';
import type { CategoryGridProps } from './category-card/category-card';
import type { ContactCardProps } from './contact-card/contact-card';
import type { CtaBannerProps } from './cta-banner/cta-banner';
import type { FaqProps } from './faq/faq';
import type { FeatureGridProps } from './feature-grid/feature-grid';
import type { FeatureSplitProps } from './feature-split/feature-split';
import type { HeroProps } from './hero/hero';
import type { LogoCloudProps } from './logo-cloud/logo-cloud';
import type { PricingTableProps } from './pricing-table/pricing-table';
import type { StatsProps } from './stats/stats';
import type { StepsProps } from './steps/steps';
import type { TestimonialsProps } from './testimonials/testimonials';
import type { VideoBlockProps } from './video-block/video-block';

/**
 * The section types a page config may use, in the order designers usually stack them. Pages derive
 * their tagged union from this list and `SectionPropsMap`:
 *   type Section = { [K in SectionType]: { type: K; id?: string; props: SectionPropsMap[K] } }[SectionType];
 */
export const SECTION_TYPES = [
  'hero',
  'logoCloud',
  'featureGrid',
  'featureSplit',
  'stats',
  'steps',
  'videoBlock',
  'testimonials',
  'pricingTable',
  'faq',
  'articleList',
  'categoryGrid',
  'contactCard',
  'appDownload',
  'ctaBanner',
] as const;

export type SectionType = (typeof SECTION_TYPES)[number];

export type SectionPropsMap = {
  hero: HeroProps;
  logoCloud: LogoCloudProps;
  featureGrid: FeatureGridProps;
  featureSplit: FeatureSplitProps;
  stats: StatsProps;
  steps: StepsProps;
  videoBlock: VideoBlockProps;
  testimonials: TestimonialsProps;
  pricingTable: PricingTableProps;
  faq: FaqProps;
  articleList: ArticleListProps;
  categoryGrid: CategoryGridProps;
  contactCard: ContactCardProps;
  appDownload: AppDownloadProps;
  ctaBanner: CtaBannerProps;
};

/** Every listed type has props and every props entry is listed (checked by the compiler). */
export type SectionConfig = { [K in SectionType]: { type: K; props: SectionPropsMap[K] } }[SectionType];

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const registryComplete: Exact<SectionType, keyof SectionPropsMap> = true;
void registryComplete;

export function isSectionType(value: unknown): value is SectionType {
  return (SECTION_TYPES as readonly unknown[]).includes(value);
}
