import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Example({ hideTitle = false, side }: { hideTitle?: boolean; side?: 'center' | 'bottom' | 'end' }) {
  return (
    <Dialog>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent side={side} size="lg" labels={{ close: 'Schließen' }}>
        <DialogTitle hideTitle={hideTitle}>Book a training</DialogTitle>
        <DialogDescription>Pick a date that suits you.</DialogDescription>
        <input aria-label="Date" />
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens with its title and description as accessible name and description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a training' });
    expect(dialog).toHaveAccessibleDescription('Pick a date that suits you.');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(dialog).toHaveAttribute('data-side', 'center');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps focus inside while tabbing', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('hides the title visually but keeps it as the name', async () => {
    render(<Example hideTitle side="end" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Book a training' })).toHaveAttribute('data-side', 'end');
    expect(screen.getByText('Book a training')).toHaveClass('sr-only');
  });
});
