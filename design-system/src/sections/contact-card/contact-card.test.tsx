import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactCard, type ContactChannel } from './contact-card';

const channels: ContactChannel[] = [
  {
    channel: 'whatsapp',
    label: 'WhatsApp',
    handle: '+60 12-345 6789',
    href: 'https://wa.me/60123456789',
    qrCodeUrl: '/qr/whatsapp.svg',
  },
  {
    channel: 'email',
    label: 'E-mail',
    handle: 'support@sellwise.example',
    href: 'mailto:support@sellwise.example',
  },
];

const execCommand = document.execCommand;
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.execCommand = execCommand;
});

// Several user-event steps per test: allow for a busy shared CI machine.
describe('ContactCard', { timeout: 20_000 }, () => {
  it('lists each channel with its heading, link and QR code alt text', () => {
    render(<ContactCard title="Talk to us" channels={channels} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'WhatsApp',
      'E-mail',
    ]);
    expect(screen.getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute(
      'href',
      'https://wa.me/60123456789',
    );
    expect(screen.getByRole('img', { name: 'QR code to contact us on WhatsApp' })).toHaveAttribute(
      'src',
      '/qr/whatsapp.svg',
    );
  });

  it('copies the handle, announces it and reports the copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const onCopy = vi.fn();
    render(
      <ContactCard channels={channels} onCopy={onCopy} labels={{ copy: 'Salin', copied: 'Tersalin' }} />,
    );
    const email = screen.getByRole('heading', { name: 'E-mail' }).closest('li')!;
    await user.click(within(email).getByRole('button', { name: 'Salin E-mail: support@sellwise.example' }));
    expect(writeText).toHaveBeenCalledWith('support@sellwise.example');
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent('Tersalin: support@sellwise.example'),
    );
    expect(onCopy).toHaveBeenCalledWith(channels[1]);
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    const onCopy = vi.fn();
    render(<ContactCard channels={channels} onCopy={onCopy} />);
    await user.click(screen.getAllByRole('button', { name: /^Copy/ })[0]!);
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Could not copy'));
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('renders without the section band for sidebars', () => {
    const { container } = render(<ContactCard channels={channels} bare id="contact" />);
    expect(container.querySelector('section')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('id', 'contact');
  });

  it('clears the status after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactCard channels={channels} />);
    await user.click(screen.getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Copied'));
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.getAllByRole('status')[0]).toBeEmptyDOMElement();
  });
});
