import type * as React from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/button/button';
import { Footer } from '../footer/footer';
import { type LandingKey, landingThemes } from '../layout/landing-themes';
import { renderNavLink } from '../shared/links';
import type { NavLink, RenderLink } from '../shared/site-nav';
import { SiteShell } from '../site-shell/site-shell';

export type LandingLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Which of the 17 advertising pages: picks the accent colour and hero tint. */
  landing: LandingKey;
  logo: React.ReactNode;
  homeHref: string;
  homeLabel: string;
  /** The header's sign-up call to action (the page adds its source to the href). */
  cta: NavLink;
  /** The hero band at the top (a Hero section). */
  hero?: React.ReactNode;
  device?: 'desktop' | 'mobile';
  legal?: NavLink[];
  copyright: string;
  renderLink?: RenderLink;
  lang?: string;
  /** Overlays after the footer (consent banner, toaster). */
  after?: React.ReactNode;
  labels?: { skipToContent?: string; skipLinks?: string; legal?: string };
  children?: React.ReactNode;
};

/**
 * One layout for every advertising landing page: a minimal header (logo + sign-up), a tinted hero band,
 * the page's sections and a compact footer. The page's accent recolours every `accent` button inside.
 */
export function LandingLayout({
  landing,
  logo,
  homeHref,
  homeLabel,
  cta,
  hero,
  device = 'desktop',
  legal = [],
  copyright,
  renderLink,
  lang,
  after,
  labels,
  className,
  style,
  children,
  ...props
}: LandingLayoutProps) {
  const theme = landingThemes[landing];
  // The theme overrides the accent tokens for this subtree only.
  const themeStyle = {
    '--accent': theme.accent,
    '--accent-hover': theme.accentHover,
    '--accent-foreground': '#ffffff',
    ...style,
  } as React.CSSProperties;
  const header = (
    <header
      data-slot="landing-layout-header"
      className="sticky top-0 z-header border-b border-border bg-background"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-6 phone:h-14 phone:px-4">
        {renderNavLink(renderLink, {
          href: homeHref,
          'aria-label': homeLabel,
          className:
            'inline-flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          children: logo,
        })}
        {renderNavLink(renderLink, {
          href: cta.href,
          'data-slot': 'landing-layout-cta',
          className: buttonVariants({ variant: 'accent', size: device === 'mobile' ? 'sm' : 'md' }),
          children: cta.label,
        } as React.ComponentProps<'a'> & { href: string })}
      </div>
    </header>
  );
  return (
    <SiteShell
      data-slot="landing-layout"
      data-landing={landing}
      data-device={device}
      lang={lang}
      header={header}
      after={after}
      footer={
        <Footer
          compact
          columns={[]}
          legal={legal}
          copyright={copyright}
          renderLink={renderLink}
          labels={labels}
        />
      }
      labels={labels}
      style={themeStyle}
      className={className}
      {...props}
    >
      {hero ? (
        <div
          data-slot="landing-layout-hero"
          style={{ backgroundColor: theme.tint }}
          className={cn('border-b border-border')}
        >
          {hero}
        </div>
      ) : null}
      {children}
    </SiteShell>
  );
}
