import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingThemes } from '../layout/landing-themes';
import { LandingLayout } from './landing-layout';

describe('LandingLayout', () => {
  it('has a minimal header with the sign-up call to action and the page accent', () => {
    render(
      <LandingLayout
        landing="shopeeselleradspage"
        logo="Sellwise"
        homeHref="/en_US/index.htm"
        homeLabel="Sellwise home"
        cta={{ label: 'Start free trial', href: '/en_US/register.htm?source=shopeeSellerAdsPage' }}
        hero={<h1>Sell more on Shopee</h1>}
        legal={[{ label: 'Terms', href: '/en_US/terms.htm' }]}
        copyright="© 2026 Sellwise"
      >
        <section aria-label="Features">Body</section>
      </LandingLayout>,
    );
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=shopeeSellerAdsPage',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const root = screen.getByRole('main').closest('[data-slot="landing-layout"]') as HTMLElement;
    expect(root.style.getPropertyValue('--accent')).toBe(landingThemes.shopeeselleradspage.accent);
    expect(screen.getByRole('heading', { name: 'Sell more on Shopee' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Sellwise');
  });
});
