import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardIllustration } from './dashboard-illustration';

describe('DashboardIllustration', () => {
  it('is a labelled image when given a label, decorative otherwise', () => {
    const { container, rerender } = render(<DashboardIllustration label="Seller dashboard" />);
    expect(screen.getByRole('img', { name: 'Seller dashboard' })).toBeInTheDocument();
    rerender(<DashboardIllustration />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per value on a phone-shaped canvas', () => {
    const { container } = render(<DashboardIllustration variant="phone" bars={[0.1, 0.5, 1]} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 360 720');
    expect(svg.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
  });
});
