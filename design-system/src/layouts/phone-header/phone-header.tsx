import { Menu } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../overlays/dialog/dialog';
import { AuthActions, FeatureList } from '../header/header';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { renderNavLink } from '../shared/links';
import type { SiteNavProps } from '../shared/site-nav';

export type PhoneHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  SiteNavProps & {
    /** Start with the drawer open (stories, tests). */
    defaultOpen?: boolean;
  };

/** Phone header: logo and a menu button opening a side drawer with navigation, languages and log-in. */
export function PhoneHeader({
  logo,
  homeHref,
  homeLabel,
  features,
  links = [],
  languages,
  auth,
  renderLink,
  labels,
  defaultOpen = false,
  className,
  ...props
}: PhoneHeaderProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const menuLabel = labels?.menu ?? 'Menu';
  // Following a link closes the drawer; the router may keep this component mounted.
  const closeOnNavigate = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <header
      data-slot="phone-header"
      className={cn('sticky top-0 z-header border-b border-border bg-background', className)}
      {...props}
    >
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        {renderNavLink(renderLink, {
          href: homeHref,
          'aria-label': homeLabel,
          className:
            'inline-flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          children: logo,
        })}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger
            data-slot="phone-header-menu-button"
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels?.openMenu ?? 'Open menu'}</span>
          </DialogTrigger>
          <DialogContent
            side="end"
            data-slot="phone-header-drawer"
            overlayClassName="z-drawer"
            className="z-drawer gap-5"
            aria-describedby={undefined}
          >
            <DialogTitle className="text-lg">{menuLabel}</DialogTitle>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated click from the links inside. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks. */}
            <div className="flex flex-col gap-5" onClick={closeOnNavigate}>
              <nav aria-label={labels?.navigation ?? 'Main'}>
                <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {features.label}
                </h3>
                <FeatureList items={features.items} renderLink={renderLink} />
                {links.length > 0 ? (
                  <ul className="mt-2 flex flex-col border-t border-border pt-2">
                    {links.map((link) => (
                      <li key={link.href}>
                        {renderNavLink(renderLink, {
                          href: link.href,
                          className:
                            'block rounded-md px-3 py-2.5 font-medium text-foreground no-underline hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                          children: link.label,
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </nav>
              <div className="border-t border-border pt-4">
                <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {languages.label}
                </h3>
                <LanguageSwitcher variant="list" {...languages} renderLink={renderLink} />
              </div>
              <div className="border-t border-border pt-4">
                <AuthActions auth={auth} renderLink={renderLink} accountLabel={labels?.account} stacked />
              </div>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </header>
  );
}
