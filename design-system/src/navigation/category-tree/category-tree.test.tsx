import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test-fixtures';
import { CategoryTree, type CategoryTreeNode, categoryPath } from './category-tree';

const nodes: CategoryTreeNode[] = [
  {
    id: 'orders',
    label: 'Orders',
    href: '/help/orders',
    count: 12,
    children: [
      {
        id: 'shipping',
        label: 'Shipping',
        href: '/help/shipping',
        children: [{ id: 'labels', label: 'Labels', href: '/help/labels', count: 4 }],
      },
      { id: 'returns', label: 'Returns', href: '/help/returns' },
    ],
  },
  {
    id: 'products',
    label: 'Products',
    href: '/help/products',
    children: [{ id: 'listing', label: 'Listing', href: '/help/listing' }],
  },
  { id: 'billing', label: 'Billing', href: '/help/billing' },
];
const labels = { openSheet: 'Categories', closeSheet: 'Close categories' };

const desktopNav = () => screen.getByRole('navigation', { name: 'Help categories' });

describe('CategoryTree', () => {
  it('marks the current category and expands its ancestors, collapsing other branches', () => {
    render(<CategoryTree nodes={nodes} currentId="labels" label="Help categories" labels={labels} />);
    const nav = desktopNav();
    const current = within(nav).getByRole('link', { name: /Labels/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/help/labels');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'true');
    const products = within(nav).getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    // Collapsed branches are in the HTML, hidden.
    const listing = within(nav).getByRole('link', { name: 'Listing', hidden: true });
    expect(listing).not.toBeVisible();
    expect(document.getElementById(products.getAttribute('aria-controls') ?? '')).toContainElement(listing);
  });

  it('expands and collapses a branch with its disclosure button', async () => {
    render(
      <CategoryTree
        nodes={nodes}
        currentId="billing"
        label="Help categories"
        labels={{ ...labels, toggle: (l) => `Show ${l}` }}
      />,
    );
    const toggle = within(desktopNav()).getByRole('button', { name: 'Show Products' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Listing' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktopNav()).queryByRole('link', { name: 'Listing' })).toBeNull();
  });

  it('shows counts inside the links', () => {
    render(<CategoryTree nodes={nodes} label="Help categories" labels={labels} />);
    expect(within(desktopNav()).getByRole('link', { name: 'Orders 12' })).toBeInTheDocument();
  });

  it('puts every branch and both the desktop nav and the phone button in the server HTML', () => {
    const html = renderToString(
      <CategoryTree nodes={nodes} currentId="returns" label="Help categories" labels={labels} />,
    );
    for (const node of ['/help/orders', '/help/labels', '/help/listing', '/help/billing']) {
      expect(html).toContain(`href="${node}"`);
    }
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(/<nav aria-label="Help categories"[^>]*class="hidden desktop:block"/);
    expect(html).toContain('Categories');
    expect(html).toMatch(/class="desktop:hidden"/);
  });

  it('opens the same tree in a sheet from the phone button, which shows the current category', async () => {
    render(<CategoryTree nodes={nodes} currentId="shipping" label="Help categories" labels={labels} />);
    const open = screen.getByRole('button', { name: 'Categories Shipping' });
    await userEvent.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Help categories' });
    const nav = within(sheet).getByRole('navigation', { name: 'Help categories' });
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close categories' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('is axe-clean, closed and with the sheet open', async () => {
    const { container } = render(
      <CategoryTree nodes={nodes} currentId="labels" label="Help categories" labels={labels} />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Categories/ }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('categoryPath', () => {
  it('returns the nodes from the root to the one asked for, or nothing', () => {
    expect(categoryPath(nodes, 'labels').map((n) => n.id)).toEqual(['orders', 'shipping', 'labels']);
    expect(categoryPath(nodes, 'billing').map((n) => n.id)).toEqual(['billing']);
    expect(categoryPath(nodes, 'nope')).toEqual([]);
    expect(categoryPath(nodes, undefined)).toEqual([]);
  });
});
