import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testNav } from '../shared/test-fixtures';
import { PhoneHeader } from './phone-header';

describe('PhoneHeader', () => {
  it('opens a drawer with navigation, languages and log-in; Escape closes and returns focus', async () => {
    render(<PhoneHeader {...testNav({ labels: { openMenu: 'Open menu', menu: 'Menu' } })} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /Product/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('following a link closes the drawer', async () => {
    render(<PhoneHeader {...testNav()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Pricing' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the search slot just before the menu button', () => {
    render(<PhoneHeader {...testNav({ search: <button type="button">Search</button> })} />);
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.nextElementSibling).toBe(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('banner')).not.toHaveAttribute('search');
  });
});
