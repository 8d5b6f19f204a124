import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL } from './consent';
import { ConsentBanner } from './consent-banner';

function setup(props: Partial<React.ComponentProps<typeof ConsentBanner>> = {}) {
  const onChange = vi.fn();
  render(
    <>
      <main id="main" tabIndex={-1}>
        Page
      </main>
      <ConsentBanner onChange={onChange} {...props} />
    </>,
  );
  return onChange;
}

describe('ConsentBanner', () => {
  it('is a labelled region with English defaults', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('gives "Reject all" the same weight as "Accept all": same variant, same size', () => {
    setup();
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.dataset.variant).toBe(accept.dataset.variant);
    expect(reject.dataset.size).toBe(accept.dataset.size);
    expect(reject.className).toBe(accept.className);
  });

  it('accept all and reject all report the decision, hide and return focus to the page', async () => {
    const onChange = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onChange).toHaveBeenCalledWith(ACCEPT_ALL);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('reject all refuses every optional purpose', async () => {
    const onChange = setup({ labels: { rejectAll: 'Tolak semua' } });
    await userEvent.click(screen.getByRole('button', { name: 'Tolak semua' }));
    expect(onChange).toHaveBeenCalledWith(REJECT_ALL);
  });

  it('choose: necessary is on and locked, the others are switches; save reports the choice', async () => {
    const onChange = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('heading', { name: 'We value your privacy' })).toHaveFocus();
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    expect(analytics).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(onChange).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: false });
  });

  it('back returns focus to the choose button; defaults come from an earlier decision', async () => {
    setup({ defaultConsent: { advertising: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus();
  });

  it('does not take focus when it first appears', () => {
    setup();
    expect(document.body).toHaveFocus();
  });
});
