export {
  AuthActions,
  FeatureList,
  FeatureMenu,
  type FeatureMenuProps,
  Header,
  type HeaderProps,
} from './header';
