import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-e-transparent',
  {
    variants: { size: { sm: 'size-4', md: 'size-6', lg: 'size-10' } },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> &
  (
    | {
        /** Text announced to screen readers (role="status"), in the visitor's language; required. */
        label: string;
        decorative?: false;
      }
    | {
        /** Hide from assistive technology when the surrounding control already says it is busy. */
        decorative: true;
        label?: never;
      }
  );

export function Spinner({ className, size, label, decorative = false, ...props }: SpinnerProps) {
  const visual = <span aria-hidden="true" className={cn(spinnerVariants({ size }))} />;
  if (decorative) {
    return (
      <span data-slot="spinner" data-size={size ?? 'md'} className={cn('inline-flex', className)} {...props}>
        {visual}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role="status"
      className={cn('inline-flex', className)}
      {...props}
    >
      {visual}
      <span className="sr-only">{label}</span>
    </span>
  );
}
