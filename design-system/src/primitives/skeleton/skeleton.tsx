import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const skeletonVariants = cva(
  // Pulses only when the visitor has not asked for reduced motion.
  'block bg-muted motion-safe:animate-pulse',
  {
    variants: {
      shape: {
        text: 'h-[1em] rounded-sm',
        rect: 'h-24 w-full rounded-md',
        circle: 'size-10 shrink-0 rounded-full',
      },
    },
    defaultVariants: { shape: 'text' },
  },
);

export type SkeletonProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof skeletonVariants> & {
    /** For `shape="text"`: how many lines; the last one is shorter, like a real paragraph. */
    lines?: number;
  };

/**
 * Placeholder while content loads. Hidden from assistive technology: the loading region itself should
 * say it is busy (aria-busy) or show a Spinner with a label.
 */
/** Its size comes from the shape; a caller sets another with the important modifier (`h-32!`). */
export function Skeleton({ shape, lines = 1, className, ...props }: SkeletonProps) {
  const chosen = shape ?? 'text';
  if (chosen === 'text' && lines > 1) {
    return (
      <span
        data-slot="skeleton"
        data-shape="text"
        aria-hidden="true"
        className={cn('flex w-full flex-col gap-[0.5em]', className)}
        {...props}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            data-slot="skeleton-line"
            className={cn(skeletonVariants({ shape: 'text' }), i === lines - 1 ? 'w-3/5' : 'w-full')}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      data-shape={chosen}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape: chosen }), chosen === 'text' && 'w-full', className)}
      {...props}
    />
  );
}
