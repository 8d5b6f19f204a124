import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { NavLink } from '../shared/site-nav';

export type FooterColumn = { title: string; links: NavLink[] };
export type SocialLink = NavLink & { icon?: LucideIcon };

export type FooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  columns: FooterColumn[];
  /** Privacy policy, terms … */
  legal: NavLink[];
  social?: SocialLink[];
  /** Heading of the social links, e.g. "Follow us". */
  socialLabel?: string;
  /** The app download QR code: an image URL, its alt text and a caption. */
  appQr?: { src: string; alt: string; caption: string };
  copyright: string;
  /** Brand mark shown above the columns. */
  logo?: React.ReactNode;
  /** Short text under the logo. */
  tagline?: string;
  /** `compact` drops the columns (phone pages, landing pages). */
  compact?: boolean;
  /** Accessible name of the legal navigation; English default. */
  labels?: { legal?: string };
};

const footerLinkLook =
  'text-sm text-inverse-foreground/80 no-underline hover:text-inverse-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-inverse-foreground';
const footerLinkClass = `rounded-sm ${footerLinkLook}`;

/** Site footer: link columns, social links, the app QR code, legal links and copyright. */
export function Footer({
  columns,
  legal,
  social = [],
  socialLabel,
  appQr,
  copyright,
  logo,
  tagline,
  compact = false,
  labels,
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      data-compact={compact || undefined}
      // Room for a dock (the contact launcher, tokens.css): a band below the links on a phone, a lane at
      // the end of every row on wider screens. Zero when the page has none.
      className={cn('bg-inverse text-inverse-foreground phone:pb-[var(--sw-dock-space)]', className)}
      {...props}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-10 px-6 phone:gap-6 phone:px-4 desktop:pe-[max(1.5rem,var(--sw-dock-lane))]',
          compact ? 'py-6' : 'py-12 phone:py-8',
        )}
      >
        {compact ? null : (
          <div className="grid gap-10 desktop:grid-cols-[minmax(0,16rem)_1fr_auto] phone:gap-8">
            <div className="flex flex-col items-start gap-3">
              {logo}
              {tagline ? <p className="text-sm text-inverse-foreground/80">{tagline}</p> : null}
            </div>
            <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
              {columns.map((column) => (
                <nav key={column.title} aria-label={column.title} data-slot="footer-column">
                  <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
                  <ul className="flex flex-col gap-2">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className={footerLinkClass}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
            {appQr ? (
              <figure
                data-slot="footer-app-qr"
                className="flex flex-col items-start gap-2 desktop:items-center"
              >
                <img
                  src={appQr.src}
                  alt={appQr.alt}
                  width={112}
                  height={112}
                  loading="lazy"
                  className="size-28 rounded-md bg-background p-1.5"
                />
                <figcaption className="max-w-36 text-xs text-inverse-foreground/80 desktop:text-center">
                  {appQr.caption}
                </figcaption>
              </figure>
            ) : null}
          </div>
        )}
        <div
          className={cn(
            'flex flex-col gap-4 desktop:flex-row desktop:items-center desktop:justify-between',
            !compact && 'border-t border-inverse-foreground/20 pt-6',
          )}
        >
          <p className="text-sm text-inverse-foreground/80">{copyright}</p>
          <nav aria-label={labels?.legal ?? 'Legal'} data-slot="footer-legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={footerLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 ? (
            <nav aria-label={socialLabel ?? 'Social media'} data-slot="footer-social">
              <ul className="flex flex-wrap gap-2">
                {social.map(({ icon: Glyph, ...link }) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer"
                      className={cn(
                        footerLinkLook,
                        'inline-flex items-center gap-1.5 rounded-full border border-inverse-foreground/30 px-3 py-1',
                      )}
                    >
                      {Glyph ? <Glyph aria-hidden="true" className="size-4" /> : null}
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
