import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toast';
import { createToaster } from './toast-store';

describe('toast queue', () => {
  it('adds with a default variant and removes by id', () => {
    const queue = createToaster();
    const id = queue.show({ title: 'Saved' });
    expect(queue.getSnapshot()).toEqual([{ id, title: 'Saved', variant: 'info' }]);
    queue.dismiss(id);
    expect(queue.getSnapshot()).toEqual([]);
  });
});

describe('Toaster', () => {
  it('shows queued toasts in a labelled region with their variant', () => {
    const queue = createToaster();
    render(<Toaster queue={queue} labels={{ region: 'Alerts' }} />);
    act(() => {
      queue.show({ title: 'Booking confirmed', description: 'Check your e-mail.', variant: 'success' });
    });
    const region = screen.getByRole('region', { name: /Alerts/ });
    const toast = within(region).getByText('Booking confirmed').closest('[data-slot="toast"]');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(within(region).getByText('Check your e-mail.')).toBeInTheDocument();
  });

  it('announces danger toasts assertively and the others politely', async () => {
    const queue = createToaster();
    render(<Toaster queue={queue} />);
    act(() => {
      queue.show({ title: 'Could not send', variant: 'danger' });
      queue.show({ title: 'Saved', variant: 'success' });
    });
    await waitFor(() => {
      const assertive = [...document.querySelectorAll('[aria-live="assertive"]')].map((el) => el.textContent);
      const polite = [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent);
      expect(assertive.join()).toContain('Could not send');
      expect(polite.join()).toContain('Saved');
      expect(polite.join()).not.toContain('Could not send');
    });
  });

  it('the close button removes the toast from the queue and runs the action', async () => {
    const queue = createToaster();
    let undone = false;
    render(<Toaster queue={queue} />);
    act(() => {
      queue.show({
        title: 'Deleted',
        action: { label: 'Undo', altText: 'Undo from the account page', onClick: () => (undone = true) },
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(true);
    act(() => {
      queue.show({ title: 'Second' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(queue.getSnapshot().map((t) => t.title)).not.toContain('Second');
  });
});
