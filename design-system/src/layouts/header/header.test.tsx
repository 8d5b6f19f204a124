import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
            account: { name: 'Nok Boutique', dashboard: { label: 'Dashboard', href: '/web/dashboard.htm' } },
          },
        })}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByText('Nok Boutique')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/web/dashboard.htm');
  });

  it('renders every link through renderLink and names the logo link and navigation', () => {
    const renderLink = vi.fn(({ href, ...props }) => <a data-router="" href={href} {...props} />);
    render(<Header {...testNav({ renderLink })} />);
    expect(screen.getByRole('link', { name: 'Sellwise home' })).toHaveAttribute('data-router');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/en_US/goods/price.htm' }));
  });
});
