import { CtaBanner, Faq, FeatureGrid, FeatureSplit, Hero, Steps } from '@sellwise/design-system/sections';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { PageModule, PageProps } from '../types';
import { introductionConfigs, introductionName } from './introduction-config';
import { configMeta } from './introduction-meta';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  featureSplit: FeatureSplit,
  hero: Hero,
  steps: Steps,
} satisfies SectionComponents;

/** /introduction/{name}.htm: the features overview (`index`) or one feature area's page. */
export function IntroductionPage({ params, href, renderLink }: PageProps) {
  const config = introductionConfigs[introductionName(params.name)];
  return (
    <PageAssembler
      components={SECTIONS}
      sections={localizeHrefs(config.sections, href)}
      renderLink={renderLink}
    />
  );
}

const OVERVIEW_CRUMB = { nameId: 'pages.common.nav.areas.overview.label', path: 'introduction/index.htm' };

export const introductionPage: PageModule = {
  Page: IntroductionPage,
  namespaces: introductionConfigs.index.namespaces,
  meta: ({ intl, params }) => {
    const name = introductionName(params.name);
    const crumbs =
      name === 'index'
        ? [OVERVIEW_CRUMB]
        : [
            OVERVIEW_CRUMB,
            { nameId: `pages.common.nav.areas.${name}.label`, path: `introduction/${name}.htm` },
          ];
    return configMeta(introductionConfigs[name], intl, crumbs);
  },
};
