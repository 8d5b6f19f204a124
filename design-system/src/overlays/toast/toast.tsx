import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { type ToastItem, type Toaster as ToastQueue, type ToastVariant, toaster } from './toast-store';

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:hidden data-[state=closed]:hidden',
  {
    variants: {
      variant: {
        success: 'border-success bg-success-subtle text-success-subtle-foreground',
        danger: 'border-danger bg-danger-subtle text-danger-subtle-foreground',
        info: 'border-info bg-info-subtle text-info-subtle-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { success: CircleCheck, danger: CircleAlert, info: Info } as const;

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & {
  variant?: ToastVariant;
  title: string;
  description?: string;
  action?: ToastItem['action'];
  labels?: { close?: string };
};

/**
 * One toast. Errors are announced assertively (Radix type "foreground"), the rest politely.
 */
export function Toast({
  variant = 'info',
  title,
  description,
  action,
  labels,
  className,
  ...props
}: ToastProps) {
  const Glyph = icons[variant];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      type={variant === 'danger' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      <Glyph aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="font-semibold">
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm">
            {description}
          </ToastPrimitive.Description>
        ) : null}
        {action ? (
          <ToastPrimitive.Action
            data-slot="toast-action"
            altText={action.altText}
            onClick={action.onClick}
            className="self-start rounded-sm text-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        className="absolute end-2 top-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{labels?.close ?? 'Close'}</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToasterProps = {
  /** The queue to show; the default queue used by `toast()` when left out. */
  queue?: ToastQueue;
  /** Default time on screen in ms. */
  duration?: number;
  /** Direction that dismisses a toast with a swipe (touch or mouse). */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
  /** `region` names the landmark ("{hotkey}" is appended), `toast` prefixes announcements. */
  labels?: { close?: string; region?: string; toast?: string };
  className?: string;
};

/**
 * Radix provider + viewport + the queued toasts. Mount once near the root.
 * Bottom-centre on phones, full width; bottom-end on desktop.
 */
export function Toaster({
  queue = toaster,
  duration = 5000,
  swipeDirection = 'right',
  labels,
  className,
}: ToasterProps) {
  const items = React.useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      label={labels?.toast ?? 'Notification'}
    >
      {items.map(({ id, ...item }) => (
        <Toast
          key={id}
          {...item}
          duration={item.duration}
          labels={labels}
          onOpenChange={(open) => {
            if (!open) queue.dismiss(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={`${labels?.region ?? 'Notifications'} ({hotkey})`}
        className={cn(
          'fixed bottom-0 end-0 z-toast m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none phone:max-w-none phone:p-3',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

/** The imperative helpers for components: `const { toast, dismiss } = useToast()`. */
export function useToast(queue: ToastQueue = toaster) {
  return React.useMemo(() => ({ toast: queue.show, dismiss: queue.dismiss }), [queue]);
}
