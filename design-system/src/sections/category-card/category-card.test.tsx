import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryCard, CategoryGrid } from './category-card';

const category = {
  icon: 'order' as const,
  title: 'Orders',
  description: 'Processing and returns.',
  count: '27 articles',
  href: '/en_US/leftCat/start_102',
};

describe('CategoryCard', () => {
  it('links its title to the category and shows the count', () => {
    render(<CategoryCard {...category} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Orders' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', category.href);
    expect(screen.getByText('27 articles')).toBeInTheDocument();
  });

  it('lays categories out as a list under the grid title', () => {
    render(
      <CategoryGrid title="Help" categories={[category, { ...category, title: 'Stock', href: '/s' }]} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
