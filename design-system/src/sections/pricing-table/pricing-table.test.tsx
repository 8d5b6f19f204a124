import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PricingPlan, PricingTable } from './pricing-table';

const plans: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: { monthly: 29, yearly: 279 },
    features: ['3 stores'],
    action: { label: 'Start', href: '/r?plan=starter' },
  },
  {
    id: 'growth',
    name: 'Growth',
    price: { monthly: 79, yearly: 759 },
    priceNote: { yearly: 'Billed once a year' },
    features: ['15 stores', 'Inventory sync'],
    highlighted: true,
    badge: 'Most popular',
    action: { label: 'Start', href: '/r?plan=growth' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceText: 'Let’s talk',
    features: [],
    action: { label: 'Contact', href: '/c' },
  },
];

const comparison = {
  title: 'Compare',
  groups: [
    {
      title: 'Tools',
      rows: [
        { feature: 'Inventory sync', values: { starter: false, growth: true, enterprise: true } },
        { feature: 'Stores', values: { starter: '3', growth: '15', enterprise: 'Unlimited' } },
      ],
    },
  ],
};

const formatPrice = (amount: number) => `$${amount}`;
const priceOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('li')!.querySelector('[data-slot="pricing-price"]')!;

// Several user-event steps per test: allow for a busy shared CI machine.
describe('PricingTable', { timeout: 20_000 }, () => {
  it('switches every price between monthly and yearly with the switch', async () => {
    const onPeriodChange = vi.fn();
    render(
      <PricingTable
        plans={plans}
        formatPrice={formatPrice}
        yearlySaving="Save 20%"
        onPeriodChange={onPeriodChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Yearly Save 20%' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(priceOf('Growth')).toHaveTextContent('$79/month');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(priceOf('Growth')).toHaveTextContent('$759/year');
    expect(priceOf('Growth')).toHaveTextContent('Billed once a year');
    expect(priceOf('Starter')).toHaveTextContent('$279/year');
    expect(priceOf('Enterprise')).toHaveTextContent('Let’s talk');
    expect(onPeriodChange).toHaveBeenCalledWith('yearly');
  });

  it('follows a controlled period and only reports changes', async () => {
    const onPeriodChange = vi.fn();
    render(
      <PricingTable
        plans={plans}
        formatPrice={formatPrice}
        period="yearly"
        onPeriodChange={onPeriodChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(onPeriodChange).toHaveBeenCalledWith('monthly');
    expect(priceOf('Growth')).toHaveTextContent('$759');
  });

  it('shows the badge only on the highlighted plan and one call to action per plan', () => {
    render(<PricingTable title="Plans" plans={plans} />);
    expect(screen.getByText('Most popular').closest('li')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Starter',
      'Growth',
      'Enterprise',
    ]);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/r?plan=starter',
      '/r?plan=growth',
      '/c',
    ]);
  });

  it('gives the comparison marks accessible text and proper headers', () => {
    render(
      <PricingTable
        plans={plans}
        comparison={comparison}
        labels={{ included: 'Termasuk', notIncluded: 'Tidak termasuk' }}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Starter', 'Growth', 'Enterprise']);
    const sync = within(table).getByRole('rowheader', { name: 'Inventory sync' }).closest('tr')!;
    expect(
      within(sync)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Tidak termasuk', 'Termasuk', 'Termasuk']);
    expect(screen.getByRole('region', { name: 'Compare' })).toHaveAttribute('tabindex', '0');
  });

  it('hides the period switch when no plan has a price', () => {
    render(<PricingTable plans={[plans[2]!]} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
