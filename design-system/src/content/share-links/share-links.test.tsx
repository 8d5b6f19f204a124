import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './copy-link-button';
import { ShareLinks, shareUrl } from './share-links';

const url = 'https://www.example.com/blog/articleDetails/1040/stock-sync.htm?source=pc';
const title = 'Sync stock & prices: a 5-step guide';
const labels = { copy: 'Copy link', copied: 'Link copied', network: (name: string) => `Share on ${name}` };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shareUrl', () => {
  it('encodes the address and title into each network’s share page', () => {
    const u = encodeURIComponent(url);
    expect(shareUrl('facebook', url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(shareUrl('x', url, title)).toBe(
      `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    );
    expect(shareUrl('linkedin', url, title)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(new URL(shareUrl('line', url, title)).searchParams.get('url')).toBe(url);
    expect(new URL(shareUrl('whatsapp', url, title)).searchParams.get('text')).toBe(`${title} ${url}`);
  });
});

describe('ShareLinks', () => {
  it('is a labelled group of safe new-tab links, one per network, plus copy', () => {
    render(<ShareLinks url={url} title={title} label="Share" labels={labels} />);
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Share on Facebook',
      'Share on X',
      'Share on LinkedIn',
      'Share on LINE',
      'Share on WhatsApp',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(url));
    }
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows only the chosen networks, in the given order', () => {
    render(
      <ShareLinks url={url} title={title} label="แชร์" networks={['line', 'facebook']} labels={labels} />,
    );
    expect(screen.getAllByRole('link').map((a) => a.dataset.network)).toEqual(['line', 'facebook']);
  });
});

describe('CopyLinkButton', () => {
  it('writes the url to the clipboard and announces it politely, then resets', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyLinkButton url={url} labels={labels} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(status).toHaveTextContent('Link copied');
    expect(screen.getByRole('button')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).toHaveTextContent('Copy link');
  });

  it('falls back to select and execCommand when the clipboard API refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    render(<CopyLinkButton url={url} labels={labels} variant="icon" />);
    const button = screen.getByRole('button', { name: 'Copy link' });
    await userEvent.click(button);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(button).toHaveFocus();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when copying is impossible', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<CopyLinkButton url={url} labels={{ ...labels, failed: 'Could not copy' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
    expect(screen.getByRole('button')).toHaveTextContent('Copy link');
  });
});
