import type { partnerSchema } from '@sellwise/api/contract';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Card, Heading, Link, Text } from '@sellwise/design-system/primitives';
import {
  CtaBanner,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionHeader,
  Steps,
} from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { type ConfigPageProps, defineConfigPage } from '../assembler/config-page';
import type { LoaderContext } from '../types';
import { DIRECTORY_AFTER, PARTNER_KINDS, partnersConfig } from './partners-config';

export type Partner = z.infer<typeof partnerSchema>;
/** `partners` is null when the API could not answer: the page still renders, with a notice. */
export type PartnersData = { partners: Partner[] | null };

export async function loadPartners(ctx: LoaderContext): Promise<PartnersData> {
  try {
    const answer = await ctx.api.partners(ctx.lang);
    return { partners: answer.code === 0 && answer.data ? answer.data.partners : null };
  } catch {
    return { partners: null };
  }
}

function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Card asChild className="h-full gap-2 shadow-sm">
      <li>
        <Heading level={4} size="sm">
          {partner.name}
        </Heading>
        <Text tone="muted" className="grow">
          {partner.description}
        </Text>
        <Link href={partner.website} rel="noopener" className="self-start text-sm font-medium">
          <FormattedMessage id="pages.partners.directory.visit" values={{ name: partner.name }} />
        </Link>
      </li>
    </Card>
  );
}

/** The API's partners grouped by kind, each group under its own heading. */
export function PartnerDirectory({ partners }: PartnersData) {
  const intl = useIntl();
  return (
    <Section id="directory" tone="surface">
      <div className="flex flex-col gap-10">
        <SectionHeader
          title={intl.formatMessage({ id: 'pages.partners.directory.title' })}
          text={intl.formatMessage({ id: 'pages.partners.directory.intro' })}
        />
        {partners === null ? (
          <Text role="status" className="text-center" tone="muted">
            <FormattedMessage id="pages.common.error.title" />
          </Text>
        ) : (
          PARTNER_KINDS.map((kind) => {
            const group = partners.filter((p) => p.kind === kind);
            return (
              <div key={kind} data-kind={kind} className="flex flex-col gap-4">
                <Heading level={3} size="md">
                  <FormattedMessage id={`pages.partners.directory.kinds.${kind}`} />
                </Heading>
                {group.length ? (
                  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {group.map((partner) => (
                      <PartnerCard key={partner.id} partner={partner} />
                    ))}
                  </ul>
                ) : (
                  <Text tone="muted">
                    <FormattedMessage id="pages.partners.directory.empty" />
                  </Text>
                )}
              </div>
            );
          })
        )}
      </div>
    </Section>
  );
}

function Partners({ config, Sections, data, href }: ConfigPageProps<typeof partnersConfig, PartnersData>) {
  const at = config.sections.findIndex((s) => s.id === DIRECTORY_AFTER) + 1;
  return (
    <>
      <Sections sections={config.sections.slice(0, at)} href={href} />
      <PartnerDirectory partners={data.partners} />
      <Sections sections={config.sections.slice(at)} href={href} />
    </>
  );
}

export const partnersPage = defineConfigPage({
  config: partnersConfig,
  components: { ctaBanner: CtaBanner, faq: Faq, featureGrid: FeatureGrid, hero: Hero, steps: Steps },
  breadcrumbs: [{ nameId: 'pages.common.nav.partners', path: LANG_PAGE_PATHS.partners }],
  loader: loadPartners,
  Page: Partners,
});
export const PartnersPage = partnersPage.Page;
