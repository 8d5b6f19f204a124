import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteSwitchDialog } from './site-switch-dialog';

function setup(device?: 'auto' | 'desktop' | 'phone') {
  const callbacks = {
    onConfirm: vi.fn(),
    onClose: vi.fn(),
    onDismiss: vi.fn(),
    onOpenChange: vi.fn(),
  };
  render(
    <SiteSwitchDialog
      open
      device={device}
      title="Warm tips"
      description="We recommend the new Pro site."
      hint="Not in China? Close this tip."
      confirmLabel="Jump now"
      dismissLabel="Close, don't remind"
      {...callbacks}
    />,
  );
  return callbacks;
}

describe('SiteSwitchDialog', () => {
  it('shows the five texts: the title names the dialog, the recommendation describes it', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Warm tips' });
    expect(dialog).toHaveAccessibleDescription('We recommend the new Pro site.');
    expect(screen.getByText('Not in China? Close this tip.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Close, don't remind" })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-side', 'responsive');
  });

  it('confirm calls only onConfirm and closes', async () => {
    const cb = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Jump now' }));
    expect(cb.onConfirm).toHaveBeenCalledOnce();
    expect(cb.onClose).not.toHaveBeenCalled();
    expect(cb.onDismiss).not.toHaveBeenCalled();
    expect(cb.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('dismiss calls only onDismiss', async () => {
    const cb = setup();
    await userEvent.click(screen.getByRole('button', { name: "Close, don't remind" }));
    expect(cb.onDismiss).toHaveBeenCalledOnce();
    expect(cb.onClose).not.toHaveBeenCalled();
    expect(cb.onConfirm).not.toHaveBeenCalled();
  });

  it('the × button and Escape call onClose', async () => {
    const cb = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(cb.onClose).toHaveBeenCalledTimes(2);
    expect(cb.onConfirm).not.toHaveBeenCalled();
  });

  it('is a bottom sheet when the device is known to be a phone', () => {
    setup('phone');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'bottom');
  });
});
