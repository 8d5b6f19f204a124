import { AppDownload, CtaBanner, Faq, FeatureGrid, Steps } from '@sellwise/design-system/sections';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { PageConfig } from '../assembler/page-config';
import type { PageModule, PageProps } from '../types';
import { appConfig } from './app-config';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  appDownload: AppDownload,
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  steps: Steps,
} satisfies SectionComponents;

/** Builds a static page module from a config (both app pages are pure configs). */
export function configPage(config: PageConfig, crumb?: { label: string; path: string }): PageModule {
  return {
    Page: ({ href, renderLink }: PageProps) => (
      <PageAssembler
        components={SECTIONS}
        sections={localizeHrefs(config.sections, href)}
        renderLink={renderLink}
      />
    ),
    namespaces: config.namespaces,
    meta: ({ intl }) => ({
      title: intl.formatMessage({ id: config.meta.title.$t }),
      description: intl.formatMessage({ id: config.meta.description.$t }),
      ...(crumb && { breadcrumbs: [{ name: intl.formatMessage({ id: crumb.label }), path: crumb.path }] }),
    }),
  };
}

export const appPage = configPage(appConfig, { label: 'pages.common.nav.app', path: 'app.htm' });
export const AppPage = appPage.Page;
