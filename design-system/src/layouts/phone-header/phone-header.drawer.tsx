import type * as React from 'react';
import { Dialog, DialogContent, DialogTitle } from '../../overlays/dialog/dialog';
import { AuthActions, FeatureList } from '../header/header';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import type { SiteNavProps } from '../shared/site-nav';

export type PhoneMenuDrawerProps = Omit<SiteNavProps, 'logo' | 'homeHref' | 'homeLabel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it on close (the drawer has no Radix trigger of its own). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The phone header's drawer (its stories are PhoneHeader's open states): navigation, languages and log-in. Its own module so the dialog stack
 * (focus trap, scroll lock, dismissable layer) loads when the menu is first opened, not with every page.
 */
export function PhoneMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  features,
  links = [],
  languages,
  auth,
  labels,
}: PhoneMenuDrawerProps) {
  // Following a link closes the drawer (an in-page link or a client-side router keeps the header mounted).
  const closeOnNavigate = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="end"
        id="phone-menu-drawer"
        data-slot="phone-header-drawer"
        layer="drawer"
        spacing="lg"
        aria-describedby={undefined}
        labels={{ close: labels?.closeMenu ?? 'Close' }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle size="sm">{labels?.menu ?? 'Menu'}</DialogTitle>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated click from the links inside. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks. */}
        <div className="flex flex-col gap-5" onClick={closeOnNavigate}>
          <nav aria-label={labels?.navigation ?? 'Main'}>
            <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {features.label}
            </h3>
            <FeatureList items={features.items} />
            {links.length > 0 ? (
              <ul className="mt-2 flex flex-col border-t border-border pt-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="block rounded-md px-3 py-2.5 font-medium text-foreground no-underline hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          <div className="border-t border-border pt-4">
            <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {languages.label}
            </h3>
            <LanguageSwitcher variant="list" {...languages} />
          </div>
          <div className="border-t border-border pt-4">
            <AuthActions auth={auth} accountLabel={labels?.account} stacked />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
