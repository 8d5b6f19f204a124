import type * as React from 'react';
import { buttonVariants } from '../../primitives/button/button';
import { Footer } from '../footer/footer';
import type { NavLink } from '../shared/site-nav';
import { SiteShell } from '../site-shell/site-shell';

/** A landing page's own colours. Check that `accentForeground` text on `accent` and `accentHover` is readable. */
export type LandingTheme = {
  /** Replaces the `accent` token (the sign-up buttons) inside the layout. */
  accent: string;
  accentHover: string;
  /** Text on the accent; white when omitted. */
  accentForeground?: string;
  /** Background of the hero band. */
  tint?: string;
};

export type LandingLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page's accent and hero tint; the design system's own accent when omitted. */
  theme?: LandingTheme;
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
  lang?: string;
  /** Overlays after the footer (consent banner, toaster). */
  after?: React.ReactNode;
  /** A header-sized contact button beside the header's own (phones: a floating one would cover text). */
  contact?: React.ReactNode;
  labels?: { skipToContent?: string; skipLinks?: string; legal?: string };
  children?: React.ReactNode;
};

/**
 * One layout for every advertising landing page: a minimal header (logo + sign-up), a tinted hero band,
 * the page's sections and a compact footer. The page's accent recolours every `accent` button inside.
 */
export function LandingLayout({
  theme,
  logo,
  homeHref,
  homeLabel,
  cta,
  hero,
  device = 'desktop',
  legal = [],
  copyright,
  lang,
  after,
  contact,
  labels,
  className,
  style,
  children,
  ...props
}: LandingLayoutProps) {
  // The theme overrides the accent tokens for this subtree only.
  const themeStyle = theme
    ? ({
        '--accent': theme.accent,
        '--accent-hover': theme.accentHover,
        '--accent-foreground': theme.accentForeground ?? '#ffffff',
        ...style,
      } as React.CSSProperties)
    : style;
  const header = (
    <header
      data-slot="landing-layout-header"
      className="sticky top-0 z-header border-b border-border bg-background"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-6 phone:h-14 phone:px-4">
        <a
          href={homeHref}
          aria-label={homeLabel}
          className="inline-flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {logo}
        </a>
        <div className="flex items-center gap-1">
          {contact}
          <a
            href={cta.href}
            data-slot="landing-layout-cta"
            className={buttonVariants({ variant: 'accent', size: device === 'mobile' ? 'sm' : 'md' })}
          >
            {cta.label}
          </a>
        </div>
      </div>
    </header>
  );
  return (
    <SiteShell
      data-slot="landing-layout"
      data-device={device}
      lang={lang}
      header={header}
      after={after}
      footer={<Footer compact columns={[]} legal={legal} copyright={copyright} labels={labels} />}
      labels={labels}
      style={themeStyle}
      className={className}
      {...props}
    >
      {hero ? (
        <div
          data-slot="landing-layout-hero"
          style={theme?.tint ? { backgroundColor: theme.tint } : undefined}
          className="border-b border-border"
        >
          {hero}
        </div>
      ) : null}
      {children}
    </SiteShell>
  );
}
