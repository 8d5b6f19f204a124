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
const overlayClass = { dialog: dialogOverlayClass, drawer: 'fixed inset-0 z-drawer bg-inverse/50' } as const;

/** Centred dialogs take their width from `size`; sheets take theirs from the side. */
const CENTRED = ['center', 'responsive'] as const;

export const dialogContentVariants = cva(
  'fixed flex flex-col bg-background text-foreground shadow-lg outline-none overflow-y-auto',
  {
    variants: {
      side: {
        center: 'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-lg p-6',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] max-w-none rounded-t-xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
        start: 'inset-y-0 start-0 h-dvh w-[min(22rem,88vw)] max-w-none p-5',
        end: 'inset-y-0 end-0 h-dvh w-[min(22rem,88vw)] max-w-none p-5',
        /** Centred card on desktop, bottom sheet on phones (smaller side <= 600 px). */
        responsive:
          'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-lg p-6 phone:top-auto phone:m-0 phone:max-h-[85dvh] phone:w-full phone:max-w-none phone:rounded-none phone:rounded-t-xl phone:p-5 phone:pb-[max(1.25rem,env(safe-area-inset-bottom))]',
      },
      size: { sm: '', md: '', lg: '', xl: '' },
      /** Space between the dialog's blocks. */
      spacing: { sm: 'gap-3', md: 'gap-4', lg: 'gap-5' },
      /** drawer: the site's navigation drawer, stacked under dialogs it may open. */
      layer: { dialog: 'z-dialog', drawer: 'z-drawer' },
    },
    // One class per property: cn() joins, it does not merge (lib/cn.ts).
    compoundVariants: [
      { side: [...CENTRED], size: 'sm', className: 'max-w-sm' },
      { side: [...CENTRED], size: 'md', className: 'max-w-[520px]' },
      { side: [...CENTRED], size: 'lg', className: 'max-w-2xl' },
      { side: [...CENTRED], size: 'xl', className: 'max-w-4xl' },
    ],
    defaultVariants: { side: 'center', size: 'md', spacing: 'md', layer: 'dialog' },
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
  spacing,
  layer,
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
        className={cn(overlayClass[layer ?? 'dialog'], overlayClassName)}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-side={side ?? 'center'}
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ side, size, spacing, layer }), className)}
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
  /** sm: a drawer's or sheet's quieter title. */
  size?: 'sm' | 'md';
};

export function DialogTitle({ hideTitle = false, size = 'md', className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        'pe-8 font-bold text-balance',
        size === 'sm' ? 'text-lg' : 'text-xl',
        hideTitle && 'sr-only',
        className,
      )}
      {...props}
    />
  );
}

export type DialogDescriptionProps = React.ComponentProps<typeof DialogPrimitive.Description> & {
  size?: 'sm' | 'md';
  /** default: the body text colour, for a description that carries the message itself. */
  tone?: 'muted' | 'default';
};

export function DialogDescription({
  size = 'md',
  tone = 'muted',
  className,
  ...props
}: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(
        size === 'sm' ? 'text-sm' : 'text-base',
        tone === 'muted' ? 'text-muted-foreground' : 'text-foreground',
        className,
      )}
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
