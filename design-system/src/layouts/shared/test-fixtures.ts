import { Package, ScanSearch, ShoppingCart } from 'lucide-react';
import type { FooterData } from '../layout/layout';
import type { SiteNavProps } from './site-nav';

/** Minimal English header and footer data for the layout tests. */
export function testNav(overrides: Partial<SiteNavProps> = {}): SiteNavProps {
  return {
    logo: 'Sellwise',
    homeHref: '/en_US/index.htm',
    homeLabel: 'Sellwise home',
    features: {
      label: 'Features',
      items: [
        {
          icon: Package,
          label: 'Product',
          description: 'List once',
          href: '/en_US/introduction/product.htm',
        },
        {
          icon: ShoppingCart,
          label: 'Order',
          description: 'All orders',
          href: '/en_US/introduction/order.htm',
        },
        {
          icon: ScanSearch,
          label: 'Crawl',
          description: 'Copy listings',
          href: '/en_US/introduction/crawl.htm',
        },
      ],
    },
    links: [{ label: 'Pricing', href: '/en_US/goods/price.htm' }],
    languages: {
      current: 'en',
      label: 'Language',
      items: [
        { code: 'en', name: 'English', href: '/en/index.htm' },
        { code: 'id', name: 'Bahasa Indonesia', href: '/id/index.htm' },
        { code: 'th', name: 'ไทย', href: '/th/index.htm' },
        { code: 'zh', name: '简体中文', tag: 'zh-CN', href: '/zh/index.htm' },
      ],
    },
    auth: {
      logIn: { label: 'Log in', href: '/en_US/login.htm' },
      register: { label: 'Register', href: '/en_US/register.htm' },
    },
    ...overrides,
  };
}

export const testFooter: FooterData = {
  columns: [{ title: 'Company', links: [{ label: 'About us', href: '/en_US/aboutUs.htm' }] }],
  legal: [
    { label: 'Privacy policy', href: '/en_US/privacyPolicy.htm' },
    { label: 'Terms', href: '/en_US/terms.htm' },
  ],
  social: [{ label: 'Facebook', href: 'https://facebook.com/sellwise' }],
  appQr: { src: '/qr.png', alt: 'QR code for the app', caption: 'Get the app' },
  copyright: '© 2026 Sellwise',
};
