import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
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
const labels = {
  openSheet: 'Categories',
  closeSheet: 'Close categories',
  toggle: (category: string) => `Show or hide ${category}`,
};

const desktopNav = () => screen.getByRole('navigation', { name: 'Help categories' });

describe('CategoryTree', () => {
  // The sheet's code loads on demand; its first transform under vitest can take longer than findBy's
  // second on a busy machine (a flaky failure, 2026-12-07). Loaded once here, the tests time behaviour only.
  beforeAll(() => import('./category-sheet'), 30_000);

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
    expect(within(nav).getByRole('button', { name: 'Show or hide Orders' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Show or hide Shipping' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const products = within(nav).getByRole('button', { name: 'Show or hide Products' });
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

  it('names each disclosure button apart from the link beside it', () => {
    render(<CategoryTree nodes={nodes} label="Help categories" labels={labels} />);
    const nav = desktopNav();
    for (const name of ['Orders', 'Shipping', 'Products']) {
      const button = within(nav).getByRole('button', { name: `Show or hide ${name}`, hidden: true });
      const link = button.parentElement!.querySelector('a')!;
      expect(link).toHaveTextContent(name);
      expect(button).not.toHaveAccessibleName(link.textContent ?? '');
    }
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
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).not.toHaveAttribute('aria-controls');
    await userEvent.click(open);
    // The sheet's code loads on demand.
    const sheet = await screen.findByRole('dialog', { name: 'Help categories' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('aria-controls', sheet.id);
    const nav = within(sheet).getByRole('navigation', { name: 'Help categories' });
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close categories' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sheet with Escape, returns focus to the button, and opens it again', async () => {
    render(<CategoryTree nodes={nodes} currentId="labels" label="Help categories" labels={labels} />);
    const open = screen.getByRole('button', { name: 'Categories Labels' });
    await userEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'Help categories' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Help categories' })).toBeInTheDocument();
  });

  it('keeps the sheet (and Radix Dialog) out of the component module, loading it on demand', () => {
    const source = readFileSync(join(import.meta.dirname, 'category-tree.tsx'), 'utf8');
    expect(source).not.toMatch(/^import[^;]*(overlays\/dialog|@radix-ui\/react-dialog|\.\/category-sheet)/m);
    expect(source).toContain("import('./category-sheet')");
    // Closed, nothing of the sheet is rendered.
    render(<CategoryTree nodes={nodes} currentId="labels" label="Help categories" labels={labels} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-slot="category-tree-sheet-nav"]')).toBeNull();
  });

  it('is axe-clean, closed and with the sheet open', async () => {
    const { container } = render(
      <CategoryTree nodes={nodes} currentId="labels" label="Help categories" labels={labels} />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Categories/ }));
    await screen.findByRole('dialog');
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
