import type { FooterData, SiteNavProps } from '@sellwise/design-system/layouts';
import type { IntlShape } from 'react-intl';
import { LANGS, type Lang } from '../rules/languages';
import { localePath, switchLanguagePath } from '../rules/paths';

const AREAS = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'] as const;

export type ChromeInput = {
  intl: IntlShape;
  lang: Lang;
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
  const nav: Omit<SiteNavProps, 'logo'> = {
    homeHref: href('index.htm'),
    homeLabel: t('meta.siteName'),
    features: {
      label: t('nav.features'),
      items: AREAS.map((area) => ({
        area,
        label: t(`nav.areas.${area}.label`),
        description: t(`nav.areas.${area}.description`),
        href: href(`introduction/${area}.htm`),
      })),
    },
    links: [
      { label: t('nav.pricing'), href: href('goods/price.htm') },
      { label: t('nav.blog'), href: '/blog/index.htm' },
      { label: t('nav.helpCentre'), href: localePath('leftCat/start', { lang, mobile: false }) },
      { label: t('nav.partners'), href: href('partners.htm') },
    ],
    languages: {
      current: lang,
      label: t('language.label'),
      hrefs: Object.fromEntries(LANGS.map((l) => [l, switchLanguagePath(path, l)])) as Record<Lang, string>,
    },
    auth: {
      logIn: { label: t('actions.logIn'), href: href('login.htm') },
      register: { label: t('actions.startFreeTrial'), href: href('register.htm?source=header') },
      ...(account
        ? {
            account: {
              name: account,
              dashboard: { label: t('actions.dashboard'), href: '/web/dashboard.htm' },
            },
          }
        : {}),
    },
    labels: {
      navigation: t('nav.mainLabel'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      menu: t('nav.features'),
    },
  };
  const footer: Omit<FooterData, 'logo'> = {
    tagline: t('footer.tagline'),
    columns: [
      {
        title: t('footer.columns.features.title'),
        links: AREAS.map((area) => ({
          label: t(`footer.columns.features.${area}`),
          href: href(`introduction/${area}.htm`),
        })),
      },
      {
        title: t('footer.columns.resources.title'),
        links: [
          { label: t('footer.columns.resources.blog'), href: '/blog/index.htm' },
          {
            label: t('footer.columns.resources.helpCentre'),
            href: localePath('leftCat/start', { lang, mobile: false }),
          },
          { label: t('footer.columns.resources.training'), href: href('handlerTrain.htm') },
        ],
      },
      {
        title: t('footer.columns.company.title'),
        links: [
          { label: t('footer.columns.company.about'), href: href('aboutUs.htm') },
          { label: t('footer.columns.company.partners'), href: href('partners.htm') },
          { label: t('footer.columns.company.pricing'), href: href('goods/price.htm') },
          { label: t('footer.columns.company.app'), href: href('app.htm') },
        ],
      },
    ],
    legal: [
      { label: t('footer.legal.privacyPolicy'), href: href('privacyPolicy.htm') },
      { label: t('footer.legal.terms'), href: href('terms.htm') },
    ],
    socialLabel: t('footer.social.title'),
    copyright: t('footer.copyright', { year: new Date().getUTCFullYear() }),
    labels: { legal: t('footer.legal.label') },
  };
  return { nav, footer };
}
