import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteSwitchDialog } from './site-switch-dialog';

function setup(device?: 'auto' | 'desktop' | 'phone') {
  const callbacks = {
    onConfirm: vi.fn(),
    onClose: vi.fn(),
    onCloseDontRemind: vi.fn(),
    onOpenChange: vi.fn(),
  };
  render(
    <SiteSwitchDialog
      open
      device={device}
      warmTips="Warm tips"
      recommendedProNew="We recommend the new Pro site."
      notInChinaCloseTip="Not in China? Close this tip."
      jumpNow="Jump now"
      closeNotRemind="Close, don't remind"
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
    expect(cb.onCloseDontRemind).not.toHaveBeenCalled();
    expect(cb.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("close, don't remind calls only onCloseDontRemind", async () => {
    const cb = setup();
    await userEvent.click(screen.getByRole('button', { name: "Close, don't remind" }));
    expect(cb.onCloseDontRemind).toHaveBeenCalledOnce();
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
