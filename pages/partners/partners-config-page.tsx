import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { FormMessage } from '@sellwise/design-system/forms';
import { Card } from '@sellwise/design-system/primitives';
import { Section, SectionHeader } from '@sellwise/design-system/sections';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../types';
import { PartnerApplicationForm } from './partner-application-form';

const ns = 'pages.partners.config';
/** The application's fields, in the order the form asks for them (labels under `config.fields`). */
export const PARTNER_FORM_FIELDS = [
  'companyName',
  'contactName',
  'jobTitle',
  'email',
  'phone',
  'country',
  'website',
  'partnerType',
  'sellersServed',
  'message',
] as const;

/** What the visitor sees once the application is stored: thanks, and where the team will write. */
function ApplicationSent({ email }: { email: string }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the news, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <FormMessage tone="success" data-slot="partner-application-sent">
      <div className="flex flex-col gap-1">
        <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {intl.formatMessage({ id: `${ns}.success.title` })}
        </h2>
        <p>{intl.formatMessage({ id: `${ns}.success.text` }, { email })}</p>
      </div>
    </FormMessage>
  );
}

/** partners/config.htm, "become a partner": the partner application, sent to the API. */
export function PartnersConfigPage({ href }: PageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `${ns}.${id}` });
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Section tone="surface" width="md">
      <div className="flex flex-col gap-8">
        <SectionHeader level={1} title={text('title')} text={text('text')} />
        <Card padding="lg" className="gap-6 shadow-sm">
          {sentTo === null ? (
            <PartnerApplicationForm href={href} onSent={setSentTo} />
          ) : (
            <ApplicationSent email={sentTo} />
          )}
        </Card>
      </div>
    </Section>
  );
}

export const partnersConfigPage: PageModule = {
  Page: PartnersConfigPage,
  namespaces: ['pages.partners', 'pages.visitor', 'validation', 'pages.common'],
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: `${ns}.meta.title` }),
    description: intl.formatMessage({ id: `${ns}.meta.description` }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'pages.common.nav.partners' }), path: LANG_PAGE_PATHS.partners },
      { name: intl.formatMessage({ id: `${ns}.title` }), path: LANG_PAGE_PATHS.partnersConfig },
    ],
  }),
};
