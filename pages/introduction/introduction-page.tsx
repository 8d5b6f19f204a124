import { introductionPath } from '@sellwise/api/contract/paths';
import { CtaBanner, Faq, FeatureGrid, FeatureSplit, Hero, Steps } from '@sellwise/design-system/sections';
import { defineConfigPage } from '../assembler/config-page';
import { introductionConfigs, introductionName } from './introduction-config';

const OVERVIEW_CRUMB = { nameId: 'pages.common.nav.areas.overview.label', path: introductionPath('index') };

/** /introduction/{name}.htm: the features overview (`index`) or one feature area's page. */
export const introductionPage = defineConfigPage({
  configs: introductionConfigs,
  pick: (params) => introductionName(params.name),
  components: {
    ctaBanner: CtaBanner,
    faq: Faq,
    featureGrid: FeatureGrid,
    featureSplit: FeatureSplit,
    hero: Hero,
    steps: Steps,
  },
  breadcrumbs: (params) => {
    const name = introductionName(params.name);
    return name === 'index'
      ? [OVERVIEW_CRUMB]
      : [OVERVIEW_CRUMB, { nameId: `pages.common.nav.areas.${name}.label`, path: introductionPath(name) }];
  },
  faqJsonLd: true,
});
export const IntroductionPage = introductionPage.Page;
