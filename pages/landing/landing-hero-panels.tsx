import type { CsChannel } from '@sellwise/api/contract';
import { Heading, linkVariants, Text } from '@sellwise/design-system/primitives';
import { ActionLink } from '@sellwise/design-system/sections';
import type * as React from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnquiryPanelConfig, SignUpPanelConfig } from './landing-config';
import { SECTION_IDS } from './landing-pages';

const link = (href: string, children: React.ReactNode) => (
  <a href={href} className={linkVariants()}>
    {children}
  </a>
);

function PanelHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Heading level={2} size="md">
        {title}
      </Heading>
      <Text tone="muted">{subtitle}</Text>
    </div>
  );
}

export type SignUpPanelProps = {
  /** With hrefs already localized. */
  panel: SignUpPanelConfig;
};

/**
 * The sign-up block of the landing hero. The sign-up form itself comes with the visitor-functions work;
 * until then the submit is a link to the sign-up page carrying this page as source.
 */
export function SignUpPanel({ panel }: SignUpPanelProps) {
  const intl = useIntl();
  return (
    <div data-slot="landing-sign-up" className="flex flex-col gap-6">
      <PanelHeader
        title={intl.formatMessage({ id: panel.title.$t })}
        subtitle={intl.formatMessage({ id: panel.subtitle.$t })}
      />
      <ActionLink
        action={{ label: intl.formatMessage({ id: panel.action.label.$t }), href: panel.action.href }}
        className="w-full"
      />
      <Text size="sm" tone="muted">
        <FormattedMessage
          id={panel.legal.$t}
          values={{
            terms: (chunks: React.ReactNode[]) => link(panel.terms.href, chunks),
            privacy: (chunks: React.ReactNode[]) => link(panel.privacy.href, chunks),
          }}
        />
      </Text>
    </div>
  );
}

export type EnquiryPanelProps = {
  /** With hrefs already localized. */
  panel: EnquiryPanelConfig;
  /** The customer-service channel to write to; without one the panel offers sign-up. */
  contact: CsChannel | null;
};

/**
 * The SPX enquiry block, read-only for now: its heading and a link to customer service. The enquiry
 * form (name, phone, shop link, parcels per month) replaces the link with the visitor-functions work.
 */
export function EnquiryPanel({ panel, contact }: EnquiryPanelProps) {
  const intl = useIntl();
  const action = contact
    ? { label: intl.formatMessage({ id: panel.contactLabel.$t }), href: contact.url }
    : { label: intl.formatMessage({ id: panel.fallback.label.$t }), href: panel.fallback.href };
  return (
    // The hero's "ask about rates" link points here; the margin keeps it clear of the sticky header.
    <div id={SECTION_IDS.enquiry} data-slot="landing-enquiry" className="flex scroll-mt-24 flex-col gap-6">
      <PanelHeader
        title={intl.formatMessage({ id: panel.title.$t })}
        subtitle={intl.formatMessage({ id: panel.subtitle.$t })}
      />
      <ActionLink action={action} className="w-full" />
      {contact ? (
        <div data-slot="landing-enquiry-contact" className="flex flex-col gap-1 text-sm">
          <p>
            <span className="font-semibold">{contact.name}</span> <span dir="ltr">{contact.value}</span>
          </p>
          <p className="text-muted-foreground">{contact.hours}</p>
        </div>
      ) : null}
    </div>
  );
}
