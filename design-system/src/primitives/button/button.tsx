import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors duration-fast select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        secondary: 'bg-primary-subtle text-primary-subtle-foreground hover:bg-border',
        outline: 'border border-input bg-background text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground hover:opacity-90',
        link: 'bg-transparent text-primary underline-offset-4 hover:underline',
        /** Shape and size only: the caller gives the colours (e.g. a call to action on a dark section). */
        bare: '',
      },
      // A link too takes its height and padding from the size: it keeps a full-size tap target.
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-base',
        lg: 'h-12 px-6 text-lg',
        icon: 'size-10 p-0',
      },
      shape: { rounded: 'rounded-md', pill: 'rounded-full' },
      fullWidth: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
    loading?: boolean;
    /**
     * Announced while loading (role="status"), in the visitor's language, e.g. "Sending…". Without it the
     * spinner is silent and the button's own text with aria-busy says it is busy: never a fallback in English.
     */
    loadingLabel?: string;
  };

export function Button({
  className,
  variant,
  size,
  shape,
  fullWidth,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size === null ? undefined : (size ?? 'md')}
      className={cn(buttonVariants({ variant, size, shape, fullWidth }), className)}
      // A loading button stays focusable (aria-disabled) so focus is not lost mid-submit.
      disabled={asChild ? undefined : disabled}
      aria-disabled={loading || (asChild && disabled) || undefined}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={
        loading
          ? (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault()
          : (onClick as React.MouseEventHandler<HTMLButtonElement>)
      }
      {...props}
    >
      {loading ? (
        loadingLabel ? (
          <Spinner size="sm" label={loadingLabel} />
        ) : (
          <Spinner size="sm" decorative />
        )
      ) : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
