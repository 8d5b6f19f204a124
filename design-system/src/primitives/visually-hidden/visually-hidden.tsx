import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Content for screen readers only; `focusable` shows it again when focused (skip links). */
export function VisuallyHidden({
  focusable = false,
  className,
  ...props
}: React.ComponentProps<'span'> & { focusable?: boolean }) {
  return (
    <span
      data-slot="visually-hidden"
      className={cn('sr-only', focusable && 'focus:not-sr-only', className)}
      {...props}
    />
  );
}
