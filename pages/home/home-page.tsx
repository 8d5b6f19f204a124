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
import { type ConfigPageProps, defineConfigPage } from '../assembler/config-page';
import { homeConfig, homeSections } from './home-config';

/** Phones get their own, shorter list of the same section types. */
function Home({ device, href, Sections }: ConfigPageProps<typeof homeConfig>) {
  return <Sections sections={homeSections(device)} href={href} />;
}

export const homePage = defineConfigPage({
  config: homeConfig,
  components: {
    appDownload: AppDownload,
    ctaBanner: CtaBanner,
    faq: Faq,
    featureGrid: FeatureGrid,
    featureSplit: FeatureSplit,
    hero: Hero,
    logoCloud: LogoCloud,
    stats: Stats,
    testimonials: Testimonials,
  },
  Page: Home,
  otherSections: [homeSections('mobile')],
});
export const HomePage = homePage.Page;
