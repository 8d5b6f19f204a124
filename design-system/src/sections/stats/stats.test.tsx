import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stats } from './stats';

describe('Stats', () => {
  it('pairs each label with its figure in a description list', () => {
    render(
      <Stats
        title="Trusted"
        tone="brand"
        items={[
          { value: '50,000+', label: 'Sellers' },
          { value: '99.9%', label: 'Uptime', description: 'Last 12 months' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Trusted' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Sellers', 'Uptime']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '50,000+',
      '99.9%',
      'Last 12 months',
    ]);
  });
});
