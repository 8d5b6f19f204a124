import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

const gap = { none: 'gap-0', xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-10' } as const;

export const stackVariants = cva('flex', {
  variants: {
    direction: { column: 'flex-col', row: 'flex-row', responsive: 'flex-col md:flex-row' },
    gap,
    align: { start: 'items-start', center: 'items-center', end: 'items-end', stretch: 'items-stretch' },
    justify: {
      start: 'justify-start',
      center: 'justify-center',
      end: 'justify-end',
      between: 'justify-between',
    },
    wrap: { true: 'flex-wrap' },
  },
  defaultVariants: { direction: 'column', gap: 'md' },
});

export type StackProps = React.ComponentProps<'div'> &
  VariantProps<typeof stackVariants> & { asChild?: boolean };

/** One-dimensional layout: a column by default, a row, or a column that becomes a row from `md`. */
export function Stack({
  direction,
  gap: g,
  align,
  justify,
  wrap,
  asChild = false,
  className,
  ...props
}: StackProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="stack"
      data-direction={direction ?? 'column'}
      className={cn(stackVariants({ direction, gap: g, align, justify, wrap }), className)}
      {...props}
    />
  );
}

export const gridVariants = cva('grid', {
  variants: {
    columns: {
      1: 'grid-cols-1',
      2: 'grid-cols-1 sm:grid-cols-2',
      3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
      4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
      6: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6',
    },
    gap,
  },
  defaultVariants: { columns: 3, gap: 'lg' },
});

export type GridProps = React.ComponentProps<'div'> &
  VariantProps<typeof gridVariants> & { asChild?: boolean };

/** Responsive grid: one column on phones, up to `columns` on wide screens. */
export function Grid({ columns, gap: g, asChild = false, className, ...props }: GridProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="grid"
      data-columns={columns ?? 3}
      className={cn(gridVariants({ columns, gap: g }), className)}
      {...props}
    />
  );
}
