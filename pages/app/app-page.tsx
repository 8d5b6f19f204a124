import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { AppDownload, CtaBanner, Faq, FeatureGrid, Steps } from '@sellwise/design-system/sections';
import { defineConfigPage } from '../assembler/config-page';
import { appConfig } from './app-config';

export const appPage = defineConfigPage({
  config: appConfig,
  components: {
    appDownload: AppDownload,
    ctaBanner: CtaBanner,
    faq: Faq,
    featureGrid: FeatureGrid,
    steps: Steps,
  },
  breadcrumbs: [{ nameId: 'pages.common.nav.app', path: LANG_PAGE_PATHS.app }],
});
export const AppPage = appPage.Page;
