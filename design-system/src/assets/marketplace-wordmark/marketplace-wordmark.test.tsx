import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_IDS, MARKETPLACES, MarketplaceWordmark } from './marketplace-wordmark';

describe('MarketplaceWordmark', () => {
  it('reads as the marketplace name with the tile hidden', () => {
    const { container } = render(<MarketplaceWordmark marketplace="tiktokShop" size="lg" />);
    expect(screen.getByText('TikTok Shop')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-marketplace', 'tiktokShop');
  });

  it('has a name and colours for every marketplace', () => {
    for (const id of MARKETPLACE_IDS) {
      expect(MARKETPLACES[id].name.length).toBeGreaterThan(0);
      expect(MARKETPLACES[id].tile).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
