export type {
  AuthLinks,
  FeatureItem,
  LanguageLinks,
  LanguageOption,
  NavLink,
  SiteNavProps,
} from './site-nav';
export { useDisclosure } from './use-disclosure';
