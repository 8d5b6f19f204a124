import type { partnerSchema } from '@sellwise/api/contract';
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
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { LoaderContext, PageModule, PageProps } from '../types';
import { DIRECTORY_AFTER, PARTNER_KINDS, partnersConfig } from './partners-config';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  hero: Hero,
  steps: Steps,
} satisfies SectionComponents;

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

export function PartnersPage({ data, href }: PageProps<PartnersData>) {
  const sections = localizeHrefs(partnersConfig.sections, href);
  const at = sections.findIndex((s) => s.id === DIRECTORY_AFTER) + 1;
  return (
    <>
      <PageAssembler components={SECTIONS} sections={sections.slice(0, at)} />
      <PartnerDirectory partners={data.partners} />
      <PageAssembler components={SECTIONS} sections={sections.slice(at)} />
    </>
  );
}

export const partnersPage: PageModule<PartnersData> = {
  Page: PartnersPage,
  namespaces: partnersConfig.namespaces,
  loader: loadPartners,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: partnersConfig.meta.title.$t }),
    description: intl.formatMessage({ id: partnersConfig.meta.description.$t }),
    breadcrumbs: [{ name: intl.formatMessage({ id: 'pages.common.nav.partners' }), path: 'partners.htm' }],
  }),
};
