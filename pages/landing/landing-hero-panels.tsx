import type { SpxDataResponse } from '@sellwise/api/contract';
import { Heading, Text } from '@sellwise/design-system/primitives';
import { ActionLink } from '@sellwise/design-system/sections';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { HrefBuilder, PageLang } from '../types';
import type { EnquiryPanelConfig, SignUpFormLead } from './landing-config';
import { SECTION_IDS } from './landing-pages';

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

export type SignUpFormPanelProps = {
  panel: SignUpFormLead;
  /** The page's name, sent as the sign-up source when the address carries none. */
  source: string;
  lang: PageLang;
  href: HrefBuilder;
};

/**
 * The sign-up form's code loads with the capture pages only, not with every landing page (first-load
 * budget). No Suspense boundary of its own: the server waits for it, so the first answer holds the form,
 * and the browser keeps that HTML until the code has arrived and hydrates it.
 */
const RegisterForm = lazy(() =>
  import('../auth/register/register-form').then((m) => ({ default: m.RegisterForm })),
);

/** The form's anchor: the page's own sign-up calls to action scroll to it instead of leaving. */
export const SIGN_UP_ANCHOR = 'sign-up';

/** The capture pages' first screen: the real sign-up form of register.htm under the page's heading. */
export function SignUpFormPanel({ panel, source, lang, href }: SignUpFormPanelProps) {
  const intl = useIntl();
  return (
    <div id={SIGN_UP_ANCHOR} data-slot="landing-sign-up" className="flex scroll-mt-4 flex-col gap-5">
      <PanelHeader
        title={intl.formatMessage({ id: panel.title.$t })}
        subtitle={intl.formatMessage({ id: panel.subtitle.$t })}
      />
      <RegisterForm
        href={href}
        lang={lang}
        channels={panel.channels}
        source={source}
        submitLabel={intl.formatMessage({ id: panel.submit.$t })}
      />
    </div>
  );
}

export type EnquiryPanelProps = {
  /** With hrefs already localized. */
  panel: EnquiryPanelConfig;
  /** The regions SPX takes enquiries for (GET spxData); without any the panel offers sign-up. */
  regions: SpxDataResponse['regions'];
  lang: PageLang;
  href: HrefBuilder;
};

/** The enquiry form's code loads with the SPX page only, as the sign-up form's with the capture pages. */
const SpxEnquiryForm = lazy(() => import('./spx-enquiry-form').then((m) => ({ default: m.SpxEnquiryForm })));

/** The SPX rates enquiry beside the hero: its heading and the form (POST spxEnquiry). */
export function EnquiryPanel({ panel, regions, lang, href }: EnquiryPanelProps) {
  const intl = useIntl();
  return (
    // The hero's "ask about rates" link points here; the margin keeps it clear of the sticky header.
    <div id={SECTION_IDS.enquiry} data-slot="landing-enquiry" className="flex scroll-mt-24 flex-col gap-6">
      <PanelHeader
        title={intl.formatMessage({ id: panel.title.$t })}
        subtitle={intl.formatMessage({ id: panel.subtitle.$t })}
      />
      {regions.length ? (
        <SpxEnquiryForm regions={regions} lang={lang} href={href} />
      ) : (
        <ActionLink
          action={{ label: intl.formatMessage({ id: panel.fallback.label.$t }), href: panel.fallback.href }}
          className="w-full"
        />
      )}
    </div>
  );
}
