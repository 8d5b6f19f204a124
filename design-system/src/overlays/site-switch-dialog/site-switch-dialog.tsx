import { Info } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../primitives/button/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog/dialog';

export type SiteSwitchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** html_warm_tips — the dialog title. */
  warmTips: React.ReactNode;
  /** html_recommended_pro_new — why the other site suits the visitor. */
  recommendedProNew: React.ReactNode;
  /** html_not_in_china_close_tip — the hint for visitors who should stay. */
  notInChinaCloseTip: React.ReactNode;
  /** html_jump_now — the confirm button. */
  jumpNow: React.ReactNode;
  /** html_close_not_remind — closes and suppresses the prompt for a while. */
  closeNotRemind: React.ReactNode;
  /** Confirm: the site redirects to the pro host. */
  onConfirm: () => void;
  /** Plain close (× button, Escape, click outside). */
  onClose: () => void;
  /** "Close, don't remind": the site stores the suppression time. */
  onCloseDontRemind: () => void;
  /** `auto` follows the viewport (bottom sheet when the smaller side is ≤ 600 px); force one for SSR-known devices. */
  device?: 'auto' | 'desktop' | 'phone';
  labels?: { close?: string };
  className?: string;
};

const sideFor = { auto: 'responsive', desktop: 'center', phone: 'bottom' } as const;

/** The spec's site-switch prompt: 520 px wide on desktop, a bottom sheet on phones. */
export function SiteSwitchDialog({
  open,
  onOpenChange,
  warmTips,
  recommendedProNew,
  notInChinaCloseTip,
  jumpNow,
  closeNotRemind,
  onConfirm,
  onClose,
  onCloseDontRemind,
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
        <DialogTitle>{warmTips}</DialogTitle>
        <DialogDescription tone="default">{recommendedProNew}</DialogDescription>
        <p
          data-slot="site-switch-tip"
          className="flex gap-2 rounded-md bg-info-subtle p-3 text-sm text-info-subtle-foreground"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{notInChinaCloseTip}</span>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => finish(onCloseDontRemind)}>
            {closeNotRemind}
          </Button>
          <Button variant="primary" onClick={() => finish(onConfirm)}>
            {jumpNow}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
