import { Field, Input, useFieldControl } from '@sellwise/design-system/forms';
import { Button, Card } from '@sellwise/design-system/primitives';
import { Section, SectionHeader } from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_EMAIL } from '../about/about-config';
import type { PageModule, PageProps } from '../types';

const ns = 'pages.partners.config';
/** The application's fields, in the order the form will ask for them (labels under `config.fields`). */
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

function ReadOnlyInput({ placeholder }: { placeholder?: string }) {
  return <Input {...useFieldControl()} placeholder={placeholder} />;
}

/**
 * partners/config.htm, "become a partner". The application form is shown read-only with a contact link:
 * the form that sends applications comes with the visitor functions (a later issue).
 */
export function PartnersConfigPage(_props: PageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `${ns}.${id}` });
  const placeholders: Partial<Record<(typeof PARTNER_FORM_FIELDS)[number], string>> = {
    partnerType: intl.formatMessage({ id: 'pages.common.form.selectPlaceholder' }),
    message: text('fields.messagePlaceholder'),
  };
  return (
    <Section tone="surface" width="md">
      <div className="flex flex-col gap-8">
        <SectionHeader level={1} title={text('title')} text={text('text')} />
        <Card padding="lg" className="gap-6 shadow-sm">
          <div className="grid gap-5 sm:grid-cols-2">
            {PARTNER_FORM_FIELDS.map((field) => (
              <Field
                key={field}
                label={text(`fields.${field}`)}
                readOnly
                className={field === 'message' || field === 'sellersServed' ? 'sm:col-span-2' : undefined}
              >
                <ReadOnlyInput placeholder={placeholders[field]} />
              </Field>
            ))}
          </div>
          <Button asChild size="lg" className="self-start">
            <a href={CONTACT_EMAIL}>
              <FormattedMessage id="pages.common.actions.contactUs" />
            </a>
          </Button>
        </Card>
      </div>
    </Section>
  );
}

export const partnersConfigPage: PageModule = {
  Page: PartnersConfigPage,
  namespaces: ['pages.partners', 'pages.common'],
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: `${ns}.meta.title` }),
    description: intl.formatMessage({ id: `${ns}.meta.description` }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'pages.common.nav.partners' }), path: 'partners.htm' },
      { name: intl.formatMessage({ id: `${ns}.title` }), path: 'partners/config.htm' },
    ],
  }),
};
