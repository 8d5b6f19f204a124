import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureSplit } from './feature-split';

const row = (title: string) => ({
  title,
  text: `${title} text`,
  bullets: ['One', 'Two'],
  image: { src: `/${title}.svg`, alt: `${title} screen`, width: 960, height: 600 },
});

describe('FeatureSplit', () => {
  it('reverses every second row and keeps headings in order', () => {
    const { container } = render(<FeatureSplit title="Why" rows={[row('A'), row('B'), row('C')]} />);
    const rows = container.querySelectorAll('[data-slot="feature-split-row"]');
    expect([...rows].map((r) => r.getAttribute('data-reversed'))).toEqual([null, 'true', null]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  });

  it('starts with the picture when asked', () => {
    const { container } = render(<FeatureSplit rows={[row('A'), row('B')]} startWithImage />);
    const rows = container.querySelectorAll('[data-slot="feature-split-row"]');
    expect(rows[0]).toHaveAttribute('data-reversed', 'true');
    expect(rows[1]).not.toHaveAttribute('data-reversed');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
