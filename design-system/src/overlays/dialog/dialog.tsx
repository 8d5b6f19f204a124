import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Radix Dialog root: focus trap, Escape, scroll lock and focus return come from Radix. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogOverlayClass = 'fixed inset-0 z-dialog bg-inverse/50';

export const dialogContentVariants = cva(
  'fixed z-dialog flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none overflow-y-auto',
  {
    variants: {
      side: {
        center: 'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-lg p-6',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
        start: 'inset-y-0 start-0 h-dvh w-[min(22rem,88vw)] p-5',
        end: 'inset-y-0 end-0 h-dvh w-[min(22rem,88vw)] p-5',
        /** Centred card on desktop, bottom sheet on phones (smaller side <= 600 px). */
        responsive:
          'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-lg p-6 phone:top-auto phone:m-0 phone:max-h-[85dvh] phone:w-full phone:max-w-none phone:rounded-none phone:rounded-t-xl phone:p-5 phone:pb-[max(1.25rem,env(safe-area-inset-bottom))]',
      },
      size: {
        sm: 'max-w-sm',
        md: 'max-w-[520px]',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
      },
    },
    compoundVariants: [
      // Sheets take their width from the side, not the size scale.
      { side: ['bottom', 'start', 'end'], className: 'max-w-none' },
    ],
    defaultVariants: { side: 'center', size: 'md' },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the × button in the top corner (default true). */
    showClose?: boolean;
    /** Built-in text; English defaults. */
    labels?: { close?: string };
    /** Extra classes for the dimmed backdrop. */
    overlayClassName?: string;
  };

export function DialogContent({
  side,
  size,
  showClose = true,
  labels,
  overlayClassName,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(dialogOverlayClass, overlayClassName)}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-side={side ?? 'center'}
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ side, size }), className)}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            className="absolute end-3 top-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors duration-fast hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels?.close ?? 'Close'}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogTitleProps = React.ComponentProps<typeof DialogPrimitive.Title> & {
  /** Keep the title for screen readers only (a dialog always needs one). */
  hideTitle?: boolean;
};

export function DialogTitle({ hideTitle = false, className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('pe-8 text-xl font-bold text-balance', hideTitle && 'sr-only', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  );
}

/** Button row at the bottom of a dialog: stacked full width on phones, end-aligned on desktop. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('mt-2 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end', className)}
      {...props}
    />
  );
}
