import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

export type NavLink = { label: string; href: string };

/** An entry of the feature menu: a link with an icon and a one-line description. */
export type FeatureItem = NavLink & {
  description: string;
  /** Any lucide-react icon, imported by name so bundles keep only the icons used. */
  icon?: LucideIcon;
};

/** One language of the language switcher: the same page in that language. */
export type LanguageOption = {
  /** The product's own code for the language (compared with `current`). */
  code: string;
  /** The language's name in its own script, e.g. "ไทย": never translated, so every visitor finds theirs. */
  name: string;
  /** BCP 47 tag for `lang` and `hreflang` (e.g. "zh-CN"); `code` when omitted. */
  tag?: string;
  href: string;
};

export type LanguageLinks = {
  /** Code of the page's language. */
  current: string;
  /** The languages offered, in menu order. */
  items: readonly LanguageOption[];
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
  /** The site search's entry (e.g. a SearchTrigger), shown beside the language switcher, or the phone menu button. */
  search?: React.ReactNode;
  /** Built-in text; English defaults. */
  labels?: { navigation?: string; openMenu?: string; closeMenu?: string; menu?: string; account?: string };
};
