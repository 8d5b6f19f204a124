import * as React from 'react';

/**
 * The WAI-ARIA disclosure pattern for navigation menus: a button toggles a panel (Enter/Space),
 * Escape closes it and returns focus to the button, focus or a click leaving the widget closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }
    },
    onBlur: (event: React.FocusEvent) => {
      if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node))
        setOpen(false);
    },
  };
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((o) => !o),
  };
  const panelProps = { id: panelId, hidden: !open };
  return { open, setOpen, rootProps, triggerProps, panelProps };
}
