import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('announces the status politely and updates it in place', () => {
    const { rerender } = render(<LoadMore label="Load more" status="Showing 12 of 40" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing 12 of 40');
    rerender(<LoadMore label="Load more" status="Showing 24 of 40" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Showing 24 of 40');
  });

  it('calls onLoadMore, but not while loading', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore label="Load more" status="s" onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <LoadMore label="Load more" status="s" onLoadMore={onLoadMore} loading loadingLabel="Loading" />,
    );
    const button = screen.getByRole('button', { name: /Load more/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('is a link to the next page with href, loading in place when onLoadMore is given', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore label="More" status="s" href="/blog?page=2" onLoadMore={onLoadMore} />);
    const link = screen.getByRole('link', { name: 'More' });
    expect(link).toHaveAttribute('href', '/blog?page=2');
    await userEvent.click(link);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('drops the button when everything is shown', () => {
    render(<LoadMore label="More" status="Showing 40 of 40" hasMore={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 40 of 40');
  });
});
