import { ChevronDown, LayoutDashboard, UserRound } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/button/button';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import type { AuthLinks, FeatureItem, SiteNavProps } from '../shared/site-nav';
import { useDisclosure } from '../shared/use-disclosure';

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & SiteNavProps;

const navLinkClass =
  'inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground no-underline hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-expanded:bg-muted';

/** Desktop site header: logo, feature-area menu, links, language switcher and account actions. */
export function Header({
  logo,
  homeHref,
  homeLabel,
  features,
  links = [],
  languages,
  auth,
  search,
  labels,
  className,
  ...props
}: HeaderProps) {
  return (
    <header
      data-slot="header"
      className={cn('sticky top-0 z-header border-b border-border bg-background/95 backdrop-blur', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-6">
        <a
          href={homeHref}
          aria-label={homeLabel}
          className="inline-flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {logo}
        </a>
        <nav aria-label={labels?.navigation ?? 'Main'} data-slot="header-nav" className="min-w-0 flex-1">
          <ul className="flex items-center gap-1">
            <li>
              <FeatureMenu label={features.label} items={features.items} />
            </li>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLinkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {search}
          <LanguageSwitcher {...languages} />
          <AuthActions auth={auth} accountLabel={labels?.account} />
        </div>
      </div>
    </header>
  );
}

export type FeatureMenuProps = { label: string; items: FeatureItem[] };

/** Disclosure menu of the product's features, each with icon and description. */
export function FeatureMenu({ label, items }: FeatureMenuProps) {
  const disclosure = useDisclosure();
  return (
    <div data-slot="feature-menu" className="relative" {...disclosure.rootProps}>
      <button {...disclosure.triggerProps} data-slot="feature-menu-trigger" className={navLinkClass}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-fast', disclosure.open && 'rotate-180')}
        />
      </button>
      <div
        {...disclosure.panelProps}
        data-slot="feature-menu-panel"
        className="absolute start-0 top-full z-header mt-2 w-[40rem] rounded-lg border border-border bg-background p-3 shadow-lg"
      >
        <FeatureList items={items} columns={2} />
      </div>
    </div>
  );
}

/** The features as a list of links with icon and description (menu panel and phone drawer). */
export function FeatureList({ items, columns = 1 }: { items: FeatureItem[]; columns?: 1 | 2 }) {
  return (
    <ul data-slot="feature-list" className={cn('grid gap-1', columns === 2 && 'grid-cols-2')}>
      {items.map(({ icon: Glyph, ...item }) => (
        <li key={item.href}>
          <a
            href={item.href}
            className="group flex gap-3 rounded-md p-3 text-foreground no-underline hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          >
            {Glyph ? (
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-subtle text-primary-subtle-foreground">
                <Glyph aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <span className="flex flex-col">
              <span className="text-sm font-semibold group-hover:text-primary">{item.label}</span>
              <span className="text-xs text-muted-foreground">{item.description}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Log-in and register, or the account name and a dashboard link when logged in. */
export function AuthActions({
  auth,
  accountLabel = 'Signed in as',
  stacked = false,
}: {
  auth: AuthLinks;
  accountLabel?: string;
  stacked?: boolean;
}) {
  const layout = cn('flex gap-2', stacked ? 'flex-col' : 'items-center');
  if (auth.account) {
    return (
      <div data-slot="auth-actions" data-state="logged-in" className={layout}>
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <UserRound aria-hidden="true" className="size-4" />
          <span className="sr-only">{accountLabel} </span>
          <span className="max-w-40 truncate font-medium text-foreground">{auth.account.name}</span>
        </span>
        <a
          href={auth.account.dashboard.href}
          className={buttonVariants({ variant: 'primary', size: 'sm', fullWidth: stacked })}
        >
          <LayoutDashboard aria-hidden="true" />
          {auth.account.dashboard.label}
        </a>
      </div>
    );
  }
  return (
    <div data-slot="auth-actions" data-state="logged-out" className={layout}>
      <a
        href={auth.logIn.href}
        className={buttonVariants({ variant: 'ghost', size: 'sm', fullWidth: stacked })}
      >
        {auth.logIn.label}
      </a>
      <a
        href={auth.register.href}
        className={buttonVariants({ variant: 'accent', size: 'sm', fullWidth: stacked })}
      >
        {auth.register.label}
      </a>
    </div>
  );
}
