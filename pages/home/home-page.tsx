import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler } from '../assembler/page-assembler';
import type { PageModule, PageProps } from '../types';
import { homeConfig, homeSections } from './home-config';

export function HomePage({ device, href, renderLink }: PageProps) {
  return <PageAssembler sections={localizeHrefs(homeSections(device), href)} renderLink={renderLink} />;
}

export const homePage: PageModule = {
  Page: HomePage,
  namespaces: homeConfig.namespaces,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: homeConfig.meta.title.$t }),
    description: intl.formatMessage({ id: homeConfig.meta.description.$t }),
  }),
};
