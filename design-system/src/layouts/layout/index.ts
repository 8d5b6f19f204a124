export {
  type ContactPlacement,
  type FooterData,
  Layout,
  type LayoutContent,
  type LayoutDevice,
  type LayoutFooter,
  type LayoutKind,
  type LayoutProps,
} from './layout';
