import { Info } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../primitives/button/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog/dialog';

export type SiteSwitchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title (its accessible name). */
  title: React.ReactNode;
  /** Why the other site suits the visitor (the dialog's accessible description). */
  description: React.ReactNode;
  /** A note for visitors who should stay, shown in an info box. */
  hint: React.ReactNode;
  /** Text of the button that goes to the other site. */
  confirmLabel: React.ReactNode;
  /** Text of the button that closes the prompt and asks not to show it again. */
  dismissLabel: React.ReactNode;
  /** The confirm button: the product sends the visitor to the other site. */
  onConfirm: () => void;
  /** A plain close (the × button, Escape, a click outside). */
  onClose: () => void;
  /** The dismiss button: the product remembers not to ask again for a while. */
  onDismiss: () => void;
  /** `auto` follows the viewport (bottom sheet when the smaller side is ≤ 600 px); force one for SSR-known devices. */
  device?: 'auto' | 'desktop' | 'phone';
  labels?: { close?: string };
  className?: string;
};

const sideFor = { auto: 'responsive', desktop: 'center', phone: 'bottom' } as const;

/**
 * Suggests another site (a regional host, a newer product): 520 px wide on desktop, a bottom sheet on
 * phones. Every way out reports exactly one of onConfirm, onDismiss and onClose.
 */
export function SiteSwitchDialog({
  open,
  onOpenChange,
  title,
  description,
  hint,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onClose,
  onDismiss,
  device = 'auto',
  labels,
  className,
}: SiteSwitchDialogProps) {
  // Every way out reports exactly one callback: the two buttons their own; ×, Escape and a click
  // outside (the only closes Radix reports, as the dialog is controlled) report onClose.
  const finish = (callback: () => void) => {
    callback();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
        onOpenChange(next);
      }}
    >
      <DialogContent
        data-slot="site-switch-dialog"
        data-device={device}
        side={sideFor[device]}
        size="md"
        labels={labels}
        spacing="sm"
        className={className}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription tone="default">{description}</DialogDescription>
        <p
          data-slot="site-switch-tip"
          className="flex gap-2 rounded-md bg-info-subtle p-3 text-sm text-info-subtle-foreground"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{hint}</span>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => finish(onDismiss)}>
            {dismissLabel}
          </Button>
          <Button variant="primary" onClick={() => finish(onConfirm)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
