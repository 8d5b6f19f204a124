import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const linkVariants = cva(
  'rounded-sm underline-offset-4 transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      variant: {
        default: 'text-primary underline hover:text-primary-hover',
        subtle: 'text-foreground no-underline hover:text-primary hover:underline',
        muted: 'text-muted-foreground no-underline hover:text-foreground hover:underline',
        inverse: 'text-inverse-foreground underline hover:opacity-90',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type LinkProps = React.ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Render the child (e.g. the site's router link) with the link's look. */
    asChild?: boolean;
  } & (
    | {
        /**
         * Opens in a new tab with rel="noopener noreferrer", shows an icon and tells screen readers;
         * also with `asChild` (the icon and the hint go inside the child link).
         */
        external: true;
        /** Screen-reader text appended, in the visitor's language, e.g. "(opens in a new tab)"; required. */
        externalLabel: string;
      }
    | { external?: false; externalLabel?: never }
  );

export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  externalLabel,
  children,
  ...props
}: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? 'default'}
      data-external={external || undefined}
      className={cn(linkVariants({ variant }), className)}
      {...externalProps}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          {/* Inline (not flex) so a long external link still wraps like the text around it. */}
          <ExternalLink
            aria-hidden="true"
            data-slot="link-external-icon"
            className="ms-1 inline-block size-[0.9em] align-[-0.1em]"
          />
          <span className="sr-only"> {externalLabel}</span>
        </>
      ) : null}
    </Comp>
  );
}
