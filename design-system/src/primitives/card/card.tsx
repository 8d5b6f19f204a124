import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva('flex flex-col rounded-lg text-foreground', {
  variants: {
    variant: {
      outline: 'border border-border bg-background',
      elevated: 'border border-border bg-background shadow-md',
      filled: 'bg-surface',
      highlighted: 'border-2 border-primary bg-background shadow-lg',
    },
    padding: { none: 'p-0', sm: 'p-4', md: 'p-6', lg: 'p-8' },
    interactive: { true: 'transition-shadow duration-normal hover:shadow-lg focus-within:shadow-lg' },
  },
  defaultVariants: { variant: 'outline', padding: 'md' },
});

export type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & { asChild?: boolean };

export function Card({ variant, padding, interactive, asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'outline'}
      className={cn(cardVariants({ variant, padding, interactive }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 pb-4', className)} {...props} />;
}

export function CardBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-body" className={cn('flex-1', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-3 pt-4', className)} {...props} />;
}
