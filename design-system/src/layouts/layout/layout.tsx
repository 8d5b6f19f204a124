import type * as React from 'react';
import { AuthLayout } from '../auth-layout/auth-layout';
import { ContentLayout } from '../content-layout/content-layout';
import { Footer, type FooterProps } from '../footer/footer';
import { Header } from '../header/header';
import { LandingLayout, type LandingTheme } from '../landing-layout/landing-layout';
import { PhoneHeader } from '../phone-header/phone-header';
import type { NavLink, SiteNavProps } from '../shared/site-nav';
import { SiteShell } from '../site-shell/site-shell';

export type FooterData = Omit<FooterProps, keyof React.ComponentProps<'footer'> | 'compact'>;

/**
 * The frame around a page: `default` (header, page, footer), `custom` (the page's own header and
 * footer), `empty` (the page alone), `auth` (a card under a minimal header: log-in, sign-up) or
 * `landing` (a minimal header with one call to action, a hero band, a compact footer).
 */
export type LayoutKind = 'default' | 'custom' | 'empty' | 'auth' | 'landing';
export type LayoutDevice = 'desktop' | 'mobile';
/** How the page body sits in the frame: as it is, a readable article column, the help centre or the blog. */
export type LayoutContent = 'plain' | 'article' | 'help' | 'blog';
/** The default frame's footer: the full one, the compact one (legal links and copyright) or none. */
export type LayoutFooter = 'full' | 'compact' | 'none';

export type ContactPlacement = 'header' | 'floating';

export type LayoutProps = {
  kind?: LayoutKind;
  /** `mobile`: the phone header and its menu drawer, a full-width auth card, a smaller landing header. */
  device?: LayoutDevice;
  /** default, custom and empty frames: how the page body is framed. */
  content?: LayoutContent;
  /** default frame only. */
  footerVariant?: LayoutFooter;
  /** landing: the page's accent colours and hero tint. */
  theme?: LandingTheme;
  /** BCP 47 tag of the page language. */
  lang?: string;
  /** Header data, shared by the desktop header, the phone header, and the auth and landing headers. */
  nav: SiteNavProps;
  footer: FooterData;
  labels?: { skipToContent?: string; skipLinks?: string };
  /** Rendered after the footer: consent banner, toaster, prompts. */
  after?: React.ReactNode;
  /**
   * The contact button, in the place the frame gives it: in the header on a phone frame that has one (a
   * floating button there would cover the page's text wherever the visitor stops), otherwise floating in
   * the bottom end corner (marked data-sw-dock, so the frame ends with room for it).
   */
  contact?: (placement: ContactPlacement) => React.ReactNode;
  children: React.ReactNode;
  /** help content: category navigation and search. */
  sidebar?: React.ReactNode;
  search?: React.ReactNode;
  /** blog content: topic select or tabs. */
  topicSelect?: React.ReactNode;
  /** auth: the brand panel beside the card (desktop) and a banner above the card. */
  brandPanel?: React.ReactNode;
  promo?: React.ReactNode;
  /** landing: the hero band and the header's sign-up link (defaults to the register link). */
  hero?: React.ReactNode;
  cta?: NavLink;
  /** custom: the page's own header and footer. */
  customHeader?: React.ReactNode;
  customFooter?: React.ReactNode;
};

/** One component for every page frame, chosen by generic props; header and footer come from `nav`/`footer`. */
export function Layout({
  kind = 'default',
  device = 'desktop',
  content = 'plain',
  footerVariant = 'full',
  theme,
  lang,
  nav,
  footer,
  labels,
  after: afterProp,
  contact,
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
}: LayoutProps) {
  const common = { lang, labels, 'data-layout': kind, 'data-device': device } as const;
  // The auth and landing frames' compact footers name their legal links as the full footer does.
  const frameLabels = { ...labels, ...footer.labels };
  const headerContact = device === 'mobile' && kind !== 'custom' && kind !== 'empty';
  const inHeader = headerContact ? contact?.('header') : undefined;
  const after =
    contact && !headerContact ? (
      <>
        {afterProp}
        {contact('floating')}
      </>
    ) : (
      afterProp
    );

  if (kind === 'landing') {
    return (
      <LandingLayout
        {...common}
        labels={frameLabels}
        theme={theme}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        cta={cta ?? nav.auth.register}
        hero={hero}
        legal={footer.legal}
        copyright={footer.copyright}
        after={after}
        contact={inHeader}
      >
        {children}
      </LandingLayout>
    );
  }
  if (kind === 'auth') {
    return (
      <AuthLayout
        {...common}
        labels={frameLabels}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        languages={nav.languages}
        brandPanel={brandPanel}
        promo={promo}
        legal={footer.legal}
        copyright={footer.copyright}
        after={after}
        contact={inHeader}
      >
        {children}
      </AuthLayout>
    );
  }

  const header =
    kind === 'custom' ? (
      customHeader
    ) : kind === 'empty' ? null : device === 'mobile' ? (
      <PhoneHeader {...nav} contact={inHeader} />
    ) : (
      <Header {...nav} />
    );
  const footerNode =
    kind === 'custom' ? (
      customFooter
    ) : kind === 'empty' || footerVariant === 'none' ? null : (
      <Footer {...footer} compact={footerVariant === 'compact'} />
    );
  const body =
    content === 'article' ? (
      <ContentLayout variant="article">{children}</ContentLayout>
    ) : content === 'help' ? (
      <ContentLayout variant="help" sidebar={sidebar} search={search}>
        {children}
      </ContentLayout>
    ) : content === 'blog' ? (
      <ContentLayout variant="blog" topicSelect={topicSelect}>
        {children}
      </ContentLayout>
    ) : (
      children
    );
  return (
    <SiteShell {...common} header={header} footer={footerNode} after={after}>
      {body}
    </SiteShell>
  );
}
