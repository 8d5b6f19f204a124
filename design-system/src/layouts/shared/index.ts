export { FEATURE_ICONS, featureIcon } from './feature-icons';
export { renderNavLink } from './links';
export {
  type AuthLinks,
  FEATURE_AREAS,
  type FeatureArea,
  type FeatureItem,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGE_TAGS,
  type LanguageLinks,
  type LinkRenderProps,
  type NavLink,
  type RenderLink,
  SITE_LANGUAGES,
  type SiteLanguage,
  type SiteNavProps,
} from './site-nav';
export { useDisclosure } from './use-disclosure';
