import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type VisuallyHiddenProps = React.ComponentProps<'span'> & {
  /** Shows the content again while it has focus (skip links). */
  focusable?: boolean;
  /** Hide the child element itself (e.g. a skip link <a>) instead of wrapping it in a span. */
  asChild?: boolean;
};

/** Content for screen readers only. */
export function VisuallyHidden({
  focusable = false,
  asChild = false,
  className,
  ...props
}: VisuallyHiddenProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="visually-hidden"
      className={cn('sr-only', focusable && 'focus:not-sr-only', className)}
      {...props}
    />
  );
}
