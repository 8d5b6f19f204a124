import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const headingVariants = cva('font-bold tracking-tight text-balance', {
  variants: {
    /** current: the surrounding colour (a heading on a dark or brand section). */
    tone: { default: 'text-foreground', current: 'text-current', primary: 'text-primary' },
    size: {
      display: 'text-4xl md:text-5xl',
      xl: 'text-3xl md:text-4xl',
      lg: 'text-2xl md:text-3xl',
      md: 'text-xl md:text-2xl',
      sm: 'text-lg',
      xs: 'text-base',
    },
  },
  defaultVariants: { size: 'md', tone: 'default' },
});

type Level = 1 | 2 | 3 | 4 | 5 | 6;
export const defaultSize: Record<Level, NonNullable<VariantProps<typeof headingVariants>['size']>> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

export type HeadingProps = React.ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The document outline level (h1–h6); the look is chosen separately with `size`. */
    level?: Level;
  };

export function Heading({ level = 2, size, tone, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const chosen = size ?? defaultSize[level];
  return (
    <Tag
      data-slot="heading"
      data-size={chosen}
      className={cn(headingVariants({ size: chosen, tone }), className)}
      {...props}
    />
  );
}
