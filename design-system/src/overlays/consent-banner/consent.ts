/** What the visitor agreed to. Necessary storage is always on; it cannot be refused. */
export type Consent = { necessary: true; analytics: boolean; advertising: boolean };
export type OptionalPurpose = 'analytics' | 'advertising';
export const OPTIONAL_PURPOSES: readonly OptionalPurpose[] = ['analytics', 'advertising'];

export const ACCEPT_ALL: Consent = { necessary: true, analytics: true, advertising: true };
export const REJECT_ALL: Consent = { necessary: true, analytics: false, advertising: false };

export type ConsentLabels = {
  region: string;
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
  save: string;
  back: string;
  alwaysOn: string;
  necessary: { name: string; description: string };
  analytics: { name: string; description: string };
  advertising: { name: string; description: string };
};

export const defaultConsentLabels: ConsentLabels = {
  region: 'Cookie consent',
  title: 'We value your privacy',
  description:
    'We use cookies to run this site, to understand how it is used and to show relevant ads. You choose which ones we may use.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save choices',
  back: 'Back',
  alwaysOn: 'Always on',
  necessary: {
    name: 'Necessary',
    description: 'Log-in, security and your language. The site cannot work without them.',
  },
  analytics: { name: 'Analytics', description: 'Anonymous statistics that help us improve pages.' },
  advertising: {
    name: 'Advertising',
    description: 'Measure our ads and show you relevant offers on other sites.',
  },
};
