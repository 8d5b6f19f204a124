import { type FeatureArea, isFeatureArea } from '@sellwise/api/contract/feature-areas';
import { areaIntroducePath } from '@sellwise/api/contract/paths';
import { CtaBanner, Faq, FeatureGrid, Hero, Steps } from '@sellwise/design-system/sections';
import { defineConfigPage } from '../assembler/config-page';
import type { PageProps } from '../types';
import { productIntroduceConfigs } from './product-introduce-config';

/** An unknown area shows the product page, the first of the six. */
const areaOf = (params: PageProps['params']): FeatureArea =>
  isFeatureArea(params.area) ? params.area : 'product';

/** /{area}Introduce.htm: a short page for ads traffic about one feature area. */
export const productIntroducePage = defineConfigPage({
  configs: productIntroduceConfigs,
  pick: areaOf,
  components: { ctaBanner: CtaBanner, faq: Faq, featureGrid: FeatureGrid, hero: Hero, steps: Steps },
  breadcrumbs: (params) => [
    { nameId: `pages.common.nav.areas.${areaOf(params)}.label`, path: areaIntroducePath(areaOf(params)) },
  ],
  faqJsonLd: true,
});
export const ProductIntroducePage = productIntroducePage.Page;
