import { CtaBanner, Faq, FeatureGrid, Hero, Steps } from '@sellwise/design-system/sections';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { PageModule, PageProps } from '../types';
import { type FeatureArea, isFeatureArea } from './introduction-areas';
import { configMeta } from './introduction-meta';
import { productIntroduceConfigs } from './product-introduce-config';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  hero: Hero,
  steps: Steps,
} satisfies SectionComponents;

/** An unknown area shows the product page, the first of the six. */
const areaOf = (params: PageProps['params']): FeatureArea =>
  isFeatureArea(params.area) ? params.area : 'product';

/** /{area}Introduce.htm: a short page for ads traffic about one feature area. */
export function ProductIntroducePage({ params, href, renderLink }: PageProps) {
  const config = productIntroduceConfigs[areaOf(params)];
  return (
    <PageAssembler
      components={SECTIONS}
      sections={localizeHrefs(config.sections, href)}
      renderLink={renderLink}
    />
  );
}

export const productIntroducePage: PageModule = {
  Page: ProductIntroducePage,
  namespaces: productIntroduceConfigs.product.namespaces,
  meta: ({ intl, params }) => {
    const area = areaOf(params);
    return configMeta(productIntroduceConfigs[area], intl, [
      { nameId: `pages.common.nav.areas.${area}.label`, path: `${area}Introduce.htm` },
    ]);
  },
};
