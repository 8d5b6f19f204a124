import { Menu } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import type { SiteNavProps } from '../shared/site-nav';

export type PhoneHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  SiteNavProps & {
    /** Start with the drawer open (stories, tests). */
    defaultOpen?: boolean;
    /** A header-sized contact button: on a phone a floating one would cover the page's text. */
    contact?: React.ReactNode;
  };

const loadDrawer = () => import('./phone-header.drawer');
const PhoneMenuDrawer = React.lazy(() => loadDrawer().then((m) => ({ default: m.PhoneMenuDrawer })));

/**
 * Phone header: logo and a menu button opening a side drawer with navigation, languages and log-in.
 * The drawer's code loads on first open (warmed when the finger or focus reaches the button), so pages
 * do not carry the dialog stack until a visitor asks for the menu.
 */
export function PhoneHeader({
  logo,
  homeHref,
  homeLabel,
  features,
  links,
  languages,
  auth,
  search,
  labels,
  defaultOpen = false,
  contact,
  className,
  ...props
}: PhoneHeaderProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  // Stays mounted after the first open, so closing can animate.
  const [mounted, setMounted] = React.useState(defaultOpen);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const warm = () => void loadDrawer();
  return (
    <header
      data-slot="phone-header"
      className={cn('sticky top-0 z-header border-b border-border bg-background', className)}
      {...props}
    >
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <a
          href={homeHref}
          aria-label={homeLabel}
          className="inline-flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {logo}
        </a>
        <div className="flex items-center gap-1">
          {contact}
          {search}
          <button
            ref={buttonRef}
            type="button"
            data-slot="phone-header-menu-button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? 'phone-menu-drawer' : undefined}
            data-state={open ? 'open' : 'closed'}
            onPointerDown={warm}
            onFocus={warm}
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels?.openMenu ?? 'Open menu'}</span>
          </button>
        </div>
        {mounted ? (
          <React.Suspense fallback={null}>
            <PhoneMenuDrawer
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={buttonRef}
              features={features}
              links={links}
              languages={languages}
              auth={auth}
              labels={labels}
            />
          </React.Suspense>
        ) : null}
      </div>
    </header>
  );
}
