import {
  AppDownload,
  CtaBanner,
  Faq,
  FeatureGrid,
  FeatureSplit,
  Hero,
  LogoCloud,
  Stats,
  Testimonials,
} from '@sellwise/design-system/sections';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { PageModule, PageProps } from '../types';
import { homeConfig, homeSections } from './home-config';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  appDownload: AppDownload,
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  featureSplit: FeatureSplit,
  hero: Hero,
  logoCloud: LogoCloud,
  stats: Stats,
  testimonials: Testimonials,
} satisfies SectionComponents;

export function HomePage({ device, href, renderLink }: PageProps) {
  return (
    <PageAssembler
      components={SECTIONS}
      sections={localizeHrefs(homeSections(device), href)}
      renderLink={renderLink}
    />
  );
}

export const homePage: PageModule = {
  Page: HomePage,
  namespaces: homeConfig.namespaces,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: homeConfig.meta.title.$t }),
    description: intl.formatMessage({ id: homeConfig.meta.description.$t }),
  }),
};
