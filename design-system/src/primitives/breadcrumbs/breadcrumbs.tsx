import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type BreadcrumbEntry = { label: string; href?: string };

/** Required, in the visitor's language: the component has no text of its own to fall back on. */
export type BreadcrumbsLabels = { nav: string };

export type BreadcrumbsProps = React.ComponentProps<'nav'> & {
  /** The trail, home first; the last entry is the current page. Or compose the parts as children. */
  items?: readonly BreadcrumbEntry[];
  labels: BreadcrumbsLabels;
};

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 transition-colors duration-fast hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
// Long middle entries shrink to one line on phones; the full text stays in the DOM and in `title`.
const middleClass = 'phone:inline-block phone:max-w-32 phone:truncate phone:align-bottom';

/** Where the page sits in the site: a nav landmark holding an ordered list; the last entry is the page. */
export function Breadcrumbs({ items, labels, className, children, ...props }: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" aria-label={labels.nav} className={cn('text-sm', className)} {...props}>
      {items ? (
        <BreadcrumbList>
          {items.map((item, i) => {
            const last = i === items.length - 1;
            const middle = i > 0 && !last;
            return (
              <BreadcrumbItem key={`${i}-${item.label}`}>
                {i > 0 ? <BreadcrumbSeparator /> : null}
                {last || !item.href ? (
                  <BreadcrumbPage
                    current={last}
                    className={middle ? middleClass : undefined}
                    title={middle ? item.label : undefined}
                  >
                    {item.label}
                  </BreadcrumbPage>
                ) : (
                  <BreadcrumbLink
                    href={item.href}
                    className={middle ? middleClass : undefined}
                    title={middle ? item.label : undefined}
                  >
                    {item.label}
                  </BreadcrumbLink>
                )}
              </BreadcrumbItem>
            );
          })}
        </BreadcrumbList>
      ) : (
        children
      )}
    </nav>
  );
}

export function BreadcrumbList({ className, ...props }: React.ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-1 break-words', className)}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex min-w-0 items-center gap-1.5', className)}
      {...props}
    />
  );
}

export type BreadcrumbLinkProps = React.ComponentProps<'a'> & {
  /** Render the child (the site's router link) with the breadcrumb look. */
  asChild?: boolean;
};

export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp data-slot="breadcrumb-link" className={cn(linkClass, className)} {...props} />;
}

export type BreadcrumbPageProps = React.ComponentProps<'span'> & {
  /** The current page (aria-current="page"); false for an entry without a link in the middle. */
  current?: boolean;
};

export function BreadcrumbPage({ current = true, className, ...props }: BreadcrumbPageProps) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current={current ? 'page' : undefined}
      className={cn(current ? 'font-medium text-foreground' : 'text-muted-foreground', className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ className, children, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-separator"
      aria-hidden="true"
      className={cn('inline-flex text-muted-foreground [&_svg]:size-3.5', className)}
      {...props}
    >
      {children ?? <ChevronRight className="rtl:rotate-180" />}
    </span>
  );
}
