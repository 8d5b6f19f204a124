import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

/** The six site languages, their names in their own script and their BCP 47 tags (for `lang`/`hreflang`). */
export const SITE_LANGUAGES = ['en_US', 'in', 'th', 'vi', 'zh_CN', 'ms_MY'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const LANGUAGE_NATIVE_NAMES: Record<SiteLanguage, string> = {
  en_US: 'English',
  in: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  zh_CN: '简体中文',
  ms_MY: 'Bahasa Melayu',
};

export const LANGUAGE_TAGS: Record<SiteLanguage, string> = {
  en_US: 'en-US',
  in: 'id',
  th: 'th',
  vi: 'vi',
  zh_CN: 'zh-CN',
  ms_MY: 'ms-MY',
};

/** Props a link renderer receives; the site passes its router link, the default is a plain `<a>`. */
import type { RenderLink } from '../../lib/render-link';

export type { LinkRenderProps, RenderLink } from '../../lib/render-link';

export type NavLink = { label: string; href: string };

export const FEATURE_AREAS = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

export type FeatureItem = {
  area: FeatureArea;
  label: string;
  description: string;
  href: string;
  /** Overrides the area's default icon. */
  icon?: LucideIcon;
};

export type LanguageLinks = {
  current: SiteLanguage;
  /** The same page in each language (the site's language-switch rule builds these). */
  hrefs: Record<SiteLanguage, string>;
  /** Accessible name of the switcher, e.g. "Language". */
  label: string;
};

export type AuthLinks = {
  logIn: NavLink;
  register: NavLink;
  /** Present when logged in: shown instead of log-in/register. */
  account?: { name: string; dashboard: NavLink };
};

/** Everything the desktop header and the phone header need; both take the same data. */
export type SiteNavProps = {
  /** The brand mark (an image or SVG with an accessible name). */
  logo: React.ReactNode;
  homeHref: string;
  /** Accessible name of the home link around the logo, e.g. "Sellwise home". */
  homeLabel: string;
  features: { label: string; items: FeatureItem[] };
  /** Top-level links after the feature menu (pricing, blog, help …). */
  links?: NavLink[];
  languages: LanguageLinks;
  auth: AuthLinks;
  renderLink?: RenderLink;
  /** Built-in text; English defaults. */
  labels?: { navigation?: string; openMenu?: string; closeMenu?: string; menu?: string; account?: string };
};
