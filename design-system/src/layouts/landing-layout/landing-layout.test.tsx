import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingLayout } from './landing-layout';

const theme = { accent: '#c23616', accentHover: '#9f2c12', tint: '#fff4f1' };

describe('LandingLayout', () => {
  it('has a minimal header with the sign-up call to action and the page accent', () => {
    render(
      <LandingLayout
        theme={theme}
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
    expect(root.style.getPropertyValue('--accent')).toBe(theme.accent);
    expect(root.style.getPropertyValue('--accent-hover')).toBe(theme.accentHover);
    expect(root.style.getPropertyValue('--accent-foreground')).toBe('#ffffff');
    const hero = screen.getByRole('heading', { name: 'Sell more on Shopee' }).parentElement as HTMLElement;
    expect(hero.style.backgroundColor).toBe('rgb(255, 244, 241)');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Sellwise');
  });

  it('without a theme keeps the design system accent and an untinted hero', () => {
    render(
      <LandingLayout
        logo="Sellwise"
        homeHref="/"
        homeLabel="Home"
        cta={{ label: 'Sign up', href: '/sign-up' }}
        hero={<h1>Hero</h1>}
        copyright="© 2026"
      >
        Body
      </LandingLayout>,
    );
    const root = screen.getByRole('main').closest('[data-slot="landing-layout"]') as HTMLElement;
    expect(root.style.getPropertyValue('--accent')).toBe('');
    expect(screen.getByRole('heading', { name: 'Hero' }).parentElement).not.toHaveAttribute('style');
  });
});
