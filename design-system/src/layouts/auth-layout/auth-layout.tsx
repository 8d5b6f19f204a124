import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Footer } from '../footer/footer';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import type { LanguageLinks, NavLink } from '../shared/site-nav';
import { SiteShell } from '../site-shell/site-shell';

export type AuthLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  logo: React.ReactNode;
  homeHref: string;
  homeLabel: string;
  languages: LanguageLinks;
  /** Desktop only: the brand panel beside the card (headline, benefits, illustration). */
  brandPanel?: React.ReactNode;
  /** A banner above the card (the Thai mobile register page's offer). */
  promo?: React.ReactNode;
  /** `mobile` drops the brand panel and lets the card fill the width. */
  device?: 'desktop' | 'mobile';
  legal?: NavLink[];
  copyright?: string;
  lang?: string;
  /** Overlays after the footer (consent banner, toaster). */
  after?: React.ReactNode;
  /** A header-sized contact button beside the header's own (phones: a floating one would cover text). */
  contact?: React.ReactNode;
  labels?: { skipToContent?: string; skipLinks?: string; legal?: string };
  /** The form card's content (title, form, links). */
  children: React.ReactNode;
};

/** Log-in, register and password pages: a centred card, a brand panel on desktop, a minimal header. */
export function AuthLayout({
  logo,
  homeHref,
  homeLabel,
  languages,
  brandPanel,
  promo,
  device = 'desktop',
  legal = [],
  copyright,
  lang,
  after,
  contact,
  labels,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  const withPanel = device === 'desktop' && brandPanel != null;
  const header = (
    <header
      data-slot="auth-layout-header"
      className="flex h-16 items-center justify-between gap-4 bg-background px-6 phone:h-14 phone:px-4"
    >
      <a
        href={homeHref}
        aria-label={homeLabel}
        className="inline-flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {logo}
      </a>
      <div className="flex items-center gap-1">
        {contact}
        <LanguageSwitcher {...languages} />
      </div>
    </header>
  );
  const footer =
    legal.length > 0 || copyright ? (
      <Footer compact columns={[]} legal={legal} copyright={copyright ?? ''} labels={labels} />
    ) : null;
  return (
    <SiteShell
      data-slot="auth-layout"
      data-device={device}
      lang={lang}
      header={header}
      after={after}
      footer={footer}
      labels={labels}
      surface="surface"
      className={className}
      mainClassName={cn(
        'flex justify-center px-6 py-8 phone:px-4 phone:py-4',
        device === 'desktop' ? 'items-center' : 'items-start',
      )}
      {...props}
    >
      <div
        className={cn(
          'flex w-full overflow-hidden rounded-xl bg-background',
          withPanel ? 'max-w-5xl' : 'max-w-md',
          device === 'mobile' ? 'flex-col shadow-sm' : 'shadow-lg',
        )}
      >
        {withPanel ? (
          <div
            data-slot="auth-layout-brand"
            className="hidden w-1/2 flex-col justify-center gap-4 bg-primary p-10 text-primary-foreground desktop:flex"
          >
            {brandPanel}
          </div>
        ) : null}
        <div className="flex flex-1 flex-col">
          {promo ? <div data-slot="auth-layout-promo">{promo}</div> : null}
          <div data-slot="auth-layout-card" className="flex flex-col gap-5 p-8 phone:p-5">
            {children}
          </div>
        </div>
      </div>
    </SiteShell>
  );
}
