import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const containerVariants = cva('mx-auto w-full px-4 md:px-6', {
  variants: {
    size: { sm: 'max-w-2xl', md: 'max-w-4xl', lg: 'max-w-6xl', xl: 'max-w-7xl', full: 'max-w-none' },
  },
  defaultVariants: { size: 'xl' },
});

export type ContainerProps = React.ComponentProps<'div'> &
  VariantProps<typeof containerVariants> & { asChild?: boolean };

/** Centres content at a readable maximum width with the page gutter. */
export function Container({ size, asChild = false, className, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="container"
      data-size={size ?? 'xl'}
      className={cn(containerVariants({ size }), className)}
      {...props}
    />
  );
}
