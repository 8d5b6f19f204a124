import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SiteShellProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** BCP 47 tag of the page's language (e.g. "th", "zh-CN"), set on the shell. */
  lang?: string;
  /** A `<Header>` or `<PhoneHeader>` (or nothing for bare pages). */
  header?: React.ReactNode;
  /** A `<Footer>`. */
  footer?: React.ReactNode;
  /** Overlays that sit outside the page flow (consent banner, toaster). */
  after?: React.ReactNode;
  /** Id of `<main>`, the skip link's target. */
  mainId?: string;
  mainClassName?: string;
  /** The page's backdrop: surface sets form cards (log-in, sign-up) apart from it. */
  surface?: 'background' | 'surface';
  /** Skip-link text and the name of its landmark; English defaults. */
  labels?: { skipToContent?: string; skipLinks?: string };
  children: React.ReactNode;
};

/** Page frame: the skip link (first focusable element), header, `<main>` landmark and footer. */
export function SiteShell({
  lang,
  header,
  footer,
  after,
  mainId = 'main',
  mainClassName,
  labels,
  surface = 'background',
  className,
  children,
  ...props
}: SiteShellProps) {
  return (
    <div
      data-slot="site-shell"
      lang={lang}
      className={cn(
        'flex min-h-dvh flex-col',
        surface === 'surface' ? 'bg-surface' : 'bg-background',
        // Without a footer the shell keeps the dock's room itself (the footer does otherwise).
        footer == null && 'pb-[var(--sw-dock-space)]',
        className,
      )}
      {...props}
    >
      {/* In a landmark of its own so no content sits outside landmarks, wherever the shell is mounted. */}
      <nav aria-label={labels?.skipLinks ?? 'Skip links'} data-slot="skip-links">
        <a
          href={`#${mainId}`}
          data-slot="skip-link"
          className="sr-only z-toast rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {labels?.skipToContent ?? 'Skip to content'}
        </a>
      </nav>
      {header}
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main
        id={mainId}
        tabIndex={-1}
        data-slot="site-main"
        className={cn('flex-1 outline-none', mainClassName)}
      >
        {children}
      </main>
      {footer}
      {after}
    </div>
  );
}
