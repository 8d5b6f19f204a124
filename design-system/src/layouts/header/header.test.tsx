import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testNav } from '../shared/test-fixtures';
import { Header } from './header';

describe('Header', () => {
  it('opens the feature menu with Enter and closes it with Escape, returning focus', async () => {
    render(<Header {...testNav()} />);
    const trigger = screen.getByRole('button', { name: 'Features' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const product = within(panel as HTMLElement).getByRole('link', { name: /Product\s*List once/ });
    expect(product).toHaveAttribute('href', '/en_US/introduction/product.htm');
    await userEvent.tab();
    expect(product).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes the menu when focus moves out of it', async () => {
    render(<Header {...testNav()} />);
    const trigger = screen.getByRole('button', { name: 'Features' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Pricing' }).focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows log-in and register when logged out, the account and dashboard when logged in', () => {
    const { rerender } = render(<Header {...testNav()} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en_US/login.htm');
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    rerender(
      <Header
        {...testNav({
          auth: {
            ...testNav().auth,
            account: { name: 'Nok Boutique', dashboard: { label: 'Dashboard', href: '/dashboard' } },
          },
        })}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByText('Nok Boutique')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('names the logo link and the navigation', () => {
    render(<Header {...testNav()} />);
    expect(screen.getByRole('link', { name: 'Sellwise home' })).toHaveAttribute('href', '/en_US/index.htm');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'Pricing' }),
    );
  });

  it("shows each feature's icon, and no icon tile for an item without one", async () => {
    const items = [
      ...testNav().features.items,
      { label: 'Reports', description: 'No icon', href: '/en_US/reports.htm' },
    ];
    render(<Header {...testNav({ features: { label: 'Features', items } })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Features' }));
    const withIcon = screen.getByRole('link', { name: /Product/ });
    const withoutIcon = screen.getByRole('link', { name: /Reports/ });
    expect(withIcon.querySelector('svg')).not.toBeNull();
    expect(withoutIcon.querySelector('svg')).toBeNull();
  });

  it('shows the search slot beside the language switcher, outside the main navigation', () => {
    render(<Header {...testNav({ search: <button type="button">Search</button> })} />);
    const search = screen.getByRole('button', { name: 'Search' });
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(search);
    expect(search.nextElementSibling).toHaveAttribute('data-slot', 'language-switcher');
    expect(screen.getByRole('banner')).not.toHaveAttribute('search');
  });
});
