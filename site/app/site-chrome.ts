import { FEATURE_AREAS, type FeatureArea } from '@sellwise/api/contract/feature-areas';
import {
  LANGUAGE_NATIVE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from '@sellwise/api/contract/languages';
import {
  DASHBOARD_PATH,
  introductionPath,
  LANG_PAGE_PATHS as PAGE,
  ROOT_PAGE_PATHS,
} from '@sellwise/api/contract/paths';
import type { FooterData, SiteNavProps } from '@sellwise/design-system/layouts';
import { blogSourceOf, carryBlogSource, isBlogPath } from '@sellwise/pages/blog/blog-links';
import type { FeatureLink } from '@sellwise/pages/search/search-results';
import {
  ChartColumn,
  type LucideIcon,
  Megaphone,
  Package,
  ScanSearch,
  ShoppingCart,
  Warehouse,
} from 'lucide-react';
import type { IntlShape } from 'react-intl';
import { localePath, switchLanguagePath } from '../rules/paths';

/** The feature menu's icon for each area. */
const AREA_ICONS: Record<FeatureArea, LucideIcon> = {
  product: Package,
  order: ShoppingCart,
  inventory: Warehouse,
  marketing: Megaphone,
  data: ChartColumn,
  crawl: ScanSearch,
};

export type ChromeInput = {
  intl: IntlShape;
  lang: Language;
  mobile: boolean;
  /** The current address, for the language switcher's links to the same page. */
  path: string;
  account?: string;
};

/** Header and footer data of every layout, in the page language, with localized links. */
export function siteChrome({ intl, lang, mobile, path, account }: ChromeInput): {
  nav: Omit<SiteNavProps, 'logo'>;
  footer: Omit<FooterData, 'logo'>;
} {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pages.common.${id}` }, values);
  const href = (p: string) => localePath(p, { lang, mobile });
  // Rule 3: on a blog page the chrome's links into the blog keep the visitor's `source` too.
  const [pathname = '', query = ''] = path.split('?');
  const blogSource = isBlogPath(pathname) ? blogSourceOf(new URLSearchParams(query)) : undefined;
  const blogIndex = carryBlogSource(ROOT_PAGE_PATHS.blogIndex, blogSource);
  const nav: Omit<SiteNavProps, 'logo'> = {
    homeHref: href(PAGE.home),
    homeLabel: t('meta.siteName'),
    features: {
      label: t('nav.features'),
      items: FEATURE_AREAS.map((area) => ({
        icon: AREA_ICONS[area],
        label: t(`nav.areas.${area}.label`),
        description: t(`nav.areas.${area}.description`),
        href: href(introductionPath(area)),
      })),
    },
    links: [
      { label: t('nav.pricing'), href: href(PAGE.pricing) },
      { label: t('nav.blog'), href: blogIndex },
      { label: t('nav.helpCentre'), href: href(PAGE.helpHome) },
      { label: t('nav.partners'), href: href(PAGE.partners) },
    ],
    languages: {
      current: lang,
      label: t('language.label'),
      items: LANGUAGES.map((code) => ({
        code,
        name: LANGUAGE_NATIVE_NAMES[code],
        tag: LANGUAGE_TAGS[code],
        href: switchLanguagePath(path, code),
      })),
    },
    auth: {
      logIn: { label: t('actions.logIn'), href: href(PAGE.login) },
      register: { label: t('actions.startFreeTrial'), href: href(`${PAGE.register}?source=header`) },
      ...(account
        ? {
            account: {
              name: account,
              dashboard: { label: t('actions.dashboard'), href: DASHBOARD_PATH },
            },
          }
        : {}),
    },
    labels: {
      navigation: t('nav.mainLabel'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      menu: t('nav.features'),
      account: t('nav.account'),
    },
  };
  const footer: Omit<FooterData, 'logo'> = {
    tagline: t('footer.tagline'),
    columns: [
      {
        title: t('footer.columns.features.title'),
        links: FEATURE_AREAS.map((area) => ({
          label: t(`footer.columns.features.${area}`),
          href: href(introductionPath(area)),
        })),
      },
      {
        title: t('footer.columns.resources.title'),
        links: [
          { label: t('footer.columns.resources.blog'), href: blogIndex },
          {
            label: t('footer.columns.resources.helpCentre'),
            href: href(PAGE.helpHome),
          },
          { label: t('footer.columns.resources.training'), href: href(PAGE.train) },
        ],
      },
      {
        title: t('footer.columns.company.title'),
        links: [
          { label: t('footer.columns.company.about'), href: href(PAGE.about) },
          { label: t('footer.columns.company.partners'), href: href(PAGE.partners) },
          { label: t('footer.columns.company.pricing'), href: href(PAGE.pricing) },
          { label: t('footer.columns.company.app'), href: href(PAGE.app) },
        ],
      },
    ],
    legal: [
      { label: t('footer.legal.privacyPolicy'), href: href(PAGE.privacyPolicy) },
      { label: t('footer.legal.terms'), href: href(PAGE.terms) },
    ],
    socialLabel: t('footer.social.title'),
    copyright: t('footer.copyright', { year: new Date().getUTCFullYear() }),
    labels: { legal: t('footer.legal.label') },
  };
  return { nav, footer };
}

/** The feature areas of the header's menu as the site search matches them: label, description, address. */
export function searchFeatures(nav: Pick<SiteNavProps, 'features'>): FeatureLink[] {
  return (nav.features?.items ?? []).map(({ label, description, href }) => ({
    label,
    description: description ?? '',
    href,
  }));
}
