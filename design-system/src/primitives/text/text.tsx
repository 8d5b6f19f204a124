import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const textVariants = cva('', {
  variants: {
    size: { xs: 'text-xs', sm: 'text-sm', md: 'text-base', lg: 'text-lg', xl: 'text-xl' },
    tone: {
      default: 'text-foreground',
      muted: 'text-muted-foreground',
      primary: 'text-primary',
      success: 'text-success',
      danger: 'text-danger',
      inherit: '',
    },
    weight: { regular: 'font-normal', medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type TextProps = React.ComponentProps<'p'> &
  VariantProps<typeof textVariants> & {
    /** Element to render: a paragraph by default; `span` for inline text. */
    as?: 'p' | 'span' | 'div' | 'strong' | 'small';
    asChild?: boolean;
  };

export function Text({ as = 'p', asChild = false, size, tone, weight, className, ...props }: TextProps) {
  const Comp = asChild ? Slot : as;
  return (
    <Comp
      data-slot="text"
      data-size={size ?? 'md'}
      data-tone={tone ?? 'default'}
      className={cn(textVariants({ size, tone, weight }), className)}
      {...props}
    />
  );
}
