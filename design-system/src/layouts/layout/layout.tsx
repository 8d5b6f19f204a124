import type * as React from 'react';
import { AuthLayout } from '../auth-layout/auth-layout';
import { ContentLayout } from '../content-layout/content-layout';
import { Footer, type FooterProps } from '../footer/footer';
import { Header } from '../header/header';
import { LandingLayout } from '../landing-layout/landing-layout';
import { PhoneHeader } from '../phone-header/phone-header';
import type { NavLink, SiteNavProps } from '../shared/site-nav';
import { SiteShell } from '../site-shell/site-shell';
import { type ResolvedLayout, resolveLayout } from './resolve-layout';

export type FooterData = Omit<FooterProps, keyof React.ComponentProps<'footer'> | 'renderLink' | 'compact'>;

export type LayoutProps = {
  /** A layout name of the spec (`default`, `m-login`, `shopeeselleradspage` …); unknown names render `default`. */
  name: string;
  /** BCP 47 tag of the page language. */
  lang?: string;
  /** Header data, shared by the desktop header, the phone header, and the auth and landing headers. */
  nav: SiteNavProps;
  footer: FooterData;
  labels?: { skipToContent?: string; skipLinks?: string };
  /** Rendered after the footer: consent banner, toaster, site-switch prompt. */
  after?: React.ReactNode;
  children: React.ReactNode;
  /** help: category navigation and search. */
  sidebar?: React.ReactNode;
  search?: React.ReactNode;
  /** blog: topic select or tabs. */
  topicSelect?: React.ReactNode;
  /** login: brand panel (desktop); thlogin: promo banner. */
  brandPanel?: React.ReactNode;
  promo?: React.ReactNode;
  /** landing: the hero band and the header's sign-up link (defaults to the register link). */
  hero?: React.ReactNode;
  cta?: NavLink;
  /** custom: the page's own header and footer. */
  customHeader?: React.ReactNode;
  customFooter?: React.ReactNode;
};

/** Renders the layout a page names: the one place that maps the spec's 48 names to components. */
export function Layout({ name, ...props }: LayoutProps) {
  return <ResolvedLayoutView layout={resolveLayout(name)} {...props} />;
}

function ResolvedLayoutView({
  layout,
  lang,
  nav,
  footer,
  labels,
  after,
  children,
  sidebar,
  search,
  topicSelect,
  brandPanel,
  promo,
  hero,
  cta,
  customHeader,
  customFooter,
}: Omit<LayoutProps, 'name'> & { layout: ResolvedLayout }) {
  const { kind, device, landing } = layout;
  const { renderLink } = nav;
  const common = { lang, labels, 'data-layout': kind, 'data-device': device } as const;

  if (kind === 'landing' && landing) {
    return (
      <LandingLayout
        {...common}
        landing={landing}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        cta={cta ?? nav.auth.register}
        hero={hero}
        legal={footer.legal}
        copyright={footer.copyright}
        renderLink={renderLink}
        after={after}
      >
        {children}
      </LandingLayout>
    );
  }
  if (kind === 'login' || kind === 'thlogin') {
    return (
      <AuthLayout
        {...common}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        languages={nav.languages}
        brandPanel={brandPanel}
        promo={kind === 'thlogin' ? promo : undefined}
        legal={footer.legal}
        copyright={footer.copyright}
        renderLink={renderLink}
        after={after}
      >
        {children}
      </AuthLayout>
    );
  }

  const header =
    kind === 'empty' ? null : kind === 'custom' ? (
      customHeader
    ) : device === 'mobile' ? (
      <PhoneHeader {...nav} />
    ) : (
      <Header {...nav} />
    );
  const footerNode =
    kind === 'empty' || kind === 'nofooter' ? null : kind === 'custom' ? (
      customFooter
    ) : (
      <Footer {...footer} compact={kind === 'phone'} renderLink={renderLink} />
    );
  const content =
    kind === 'staticpage' ? (
      <ContentLayout variant="article">{children}</ContentLayout>
    ) : kind === 'help' ? (
      <ContentLayout variant="help" sidebar={sidebar} search={search}>
        {children}
      </ContentLayout>
    ) : kind === 'blog' ? (
      <ContentLayout variant="blog" topicSelect={topicSelect}>
        {children}
      </ContentLayout>
    ) : (
      children
    );
  return (
    <SiteShell {...common} header={header} footer={footerNode} after={after}>
      {content}
    </SiteShell>
  );
}
