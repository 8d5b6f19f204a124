import {
  type DESKTOP_LAYOUTS,
  LANDING_PAGES,
  LANDING_PAGES_WITHOUT_PHONE_LAYOUT,
  type LandingPage,
  type LayoutName,
  type PHONE_LAYOUTS,
} from '@sellwise/api/contract/layouts';
import type { LayoutProps } from '@sellwise/design-system/layouts';
import { LANDING_THEMES } from '@sellwise/pages/landing/landing-themes';

/** What a layout name renders: the props that pick the design system's frame. */
export type LayoutChoice = Pick<LayoutProps, 'kind' | 'device' | 'content' | 'footerVariant' | 'theme'>;

type OwnLayout = (typeof DESKTOP_LAYOUTS)[number] | (typeof PHONE_LAYOUTS)[number];

/** The spec's layouts other than the landing pages' own (spec §2 "Layouts"). */
const OWN_LAYOUTS: Readonly<Record<OwnLayout, LayoutChoice>> = {
  default: {},
  // handlerTrain.htm (its only user) shows the site header and footer: the site has no chrome of its own
  // for it, and the design system's custom frame would render none.
  custom: {},
  login: { kind: 'auth' },
  // The help and blog pages frame their body themselves (ContentLayout): the sidebar and topic bar are
  // made of the page's own data.
  help: {},
  phone: { device: 'mobile', footerVariant: 'compact' },
  nofooter: { footerVariant: 'none' },
  empty: { kind: 'empty' },
  staticpage: { content: 'article' },
  blog: {},
  'm-default': { device: 'mobile' },
  'm-login': { kind: 'auth', device: 'mobile' },
  // The Thai sign-up page (its only user) brings its offer inside the page.
  'm-thlogin': { kind: 'auth', device: 'mobile' },
  'm-nofooter': { device: 'mobile', footerVariant: 'none' },
  'm-empty': { kind: 'empty', device: 'mobile' },
  'm-staticpage': { device: 'mobile', content: 'article' },
};

/** Each landing page's layout and its phone twin: the landing frame in the page's colours. */
const LANDING_LAYOUTS = Object.fromEntries(
  (Object.entries(LANDING_PAGES) as [LandingPage, string][]).flatMap(([page, name]) => {
    const choice: LayoutChoice = { kind: 'landing', theme: LANDING_THEMES[page] };
    const phone: [string, LayoutChoice][] = LANDING_PAGES_WITHOUT_PHONE_LAYOUT.includes(page)
      ? []
      : [[`m-${name}`, { ...choice, device: 'mobile' }]];
    return [[name, choice], ...phone];
  }),
);

/**
 * Every layout name of the spec and the frame it renders. The names' own tables are typed on the
 * contract (a layout without an entry, or a landing page without a theme, does not compile); the landing
 * entries are derived from the contract's list.
 */
export const LAYOUTS = { ...OWN_LAYOUTS, ...LANDING_LAYOUTS } as Readonly<Record<LayoutName, LayoutChoice>>;

/** The frame of the layout a route names; an unknown name renders `default` (the spec's rule). */
export function layoutFor(name: string): LayoutChoice {
  return Object.hasOwn(LAYOUTS, name) ? LAYOUTS[name as LayoutName] : LAYOUTS.default;
}
