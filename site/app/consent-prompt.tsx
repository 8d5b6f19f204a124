import { type Consent, ConsentBanner, type ConsentLabels } from '@sellwise/design-system/overlays';
import type { IntlShape } from 'react-intl';
import { type CreateRoot, mountClientUi } from './client-root';

/** The banner's texts from pages.common (every page ships that namespace). */
export function consentLabels(intl: IntlShape): ConsentLabels {
  const t = (id: string) => intl.formatMessage({ id: `pages.common.${id}` });
  const purpose = (name: string) => ({
    name: t(`consent.${name}.title`),
    description: t(`consent.${name}.text`),
  });
  return {
    region: t('consent.dialogTitle'),
    title: t('consent.title'),
    description: t('consent.text'),
    acceptAll: t('consent.acceptAll'),
    rejectAll: t('consent.rejectAll'),
    choose: t('consent.choose'),
    save: t('consent.save'),
    back: t('form.back'),
    alwaysOn: t('consent.alwaysOn'),
    necessary: purpose('necessary'),
    analytics: purpose('analytics'),
    advertising: purpose('advertising'),
  };
}

/** Shows the consent banner until the visitor decides; `onChange` receives the decision. */
export function showConsentBanner(opts: {
  createRoot: CreateRoot;
  intl: IntlShape;
  defaultConsent?: Consent;
  onChange: (consent: Consent) => void;
}): void {
  const unmount = mountClientUi(
    opts.createRoot,
    'consent',
    <ConsentBanner
      labels={consentLabels(opts.intl)}
      defaultConsent={opts.defaultConsent}
      onChange={(consent) => {
        opts.onChange(consent);
        // After the banner's own focus hand-back in this click.
        setTimeout(unmount);
      }}
    />,
  );
}
