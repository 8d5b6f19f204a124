/**
 * A tiny toast queue outside React, so `toast()` works from event handlers, services and effects.
 * `createToaster()` gives an isolated queue (tests, several apps on one page); `toaster` is the default.
 */
export type ToastVariant = 'success' | 'danger' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; Radix pauses the timer on hover and focus. */
  duration?: number;
  /** A single action, e.g. "Undo"; `altText` tells screen-reader users how to reach it. */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: string; variant: ToastVariant };

export type Toaster = {
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
};

export function createToaster(): Toaster {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(options) {
      counter += 1;
      const id = `toast-${counter}`;
      items = [...items, { ...options, id, variant: options.variant ?? 'info' }];
      emit();
      return id;
    },
    dismiss(id) {
      items = items.filter((item) => item.id !== id);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

export const toaster: Toaster = /* @__PURE__ */ createToaster();

/** Shows a toast in the nearest `<Toaster />` using the default queue; returns its id. */
export function toast(options: ToastOptions): string {
  return toaster.show(options);
}
