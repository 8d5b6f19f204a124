import type * as React from 'react';
import { Dialog, DialogContent, DialogTitle } from '../../overlays/dialog/dialog';

export type CategorySheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the phone button's `aria-controls` points at while the sheet is open. */
  contentId: string;
  /** The button that opened the sheet; focus goes back to it on close (it is not a Radix trigger). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  /** The sheet's title and its navigation landmark's name. */
  label: string;
  closeLabel: string;
  /** The category tree, rendered by CategoryTree so both trees share their expanded branches. */
  children: React.ReactNode;
};

/**
 * The phone bottom sheet of CategoryTree. A module of its own so Radix Dialog is loaded on demand
 * (CategoryTree imports it with React.lazy), not in the first load of every page with a tree.
 */
export function CategorySheet({
  open,
  onOpenChange,
  contentId,
  returnFocusTo,
  label,
  closeLabel,
  children,
}: CategorySheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        side="bottom"
        aria-describedby={undefined}
        labels={{ close: closeLabel }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle size="sm">{label}</DialogTitle>
        <nav aria-label={label} data-slot="category-tree-sheet-nav">
          {children}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
