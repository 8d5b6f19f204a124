export {
  ACCEPT_ALL,
  type Consent,
  type ConsentLabels,
  defaultConsentLabels,
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  REJECT_ALL,
} from './consent';
export { ConsentBanner, type ConsentBannerProps, consentBannerVariants } from './consent-banner';
