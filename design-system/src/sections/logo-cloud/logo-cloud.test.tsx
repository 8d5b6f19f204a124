import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoCloud } from './logo-cloud';

describe('LogoCloud', () => {
  it('lists marketplaces by name, with decorative tiles hidden', () => {
    const { container } = render(<LogoCloud title="Connect" items={['shopee', 'tiktokShop']} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Shopee')).toBeInTheDocument();
    expect(within(items[1]!).getByText('TikTok Shop')).toBeInTheDocument();
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Connect' })).toBeInTheDocument();
  });

  it('links a wordmark when given an address', () => {
    render(<LogoCloud items={[{ marketplace: 'lazada', href: '/partners.htm#lazada' }, 'shopify']} />);
    expect(screen.getByRole('link', { name: 'Lazada' })).toHaveAttribute('href', '/partners.htm#lazada');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
