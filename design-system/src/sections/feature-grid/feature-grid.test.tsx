import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_ICON_NAMES } from '../icons';
import { FeatureGrid } from './feature-grid';

const items = [
  { icon: 'product', title: 'Listing', text: 'List once.', link: { label: 'Learn more', href: '/p' } },
  { icon: 'order', title: 'Orders', text: 'Ship fast.' },
  { icon: 'inventory', title: 'Stock', text: 'Always right.' },
] as const;

describe('FeatureGrid', () => {
  it('is a list of features with item headings one level below the title', () => {
    render(<FeatureGrid title="Tools" items={[...items]} columns={4} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tools' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-columns', '4');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/p');
  });

  it('uses the section level for items when there is no title', () => {
    render(<FeatureGrid items={[...items]} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('draws every icon of the fixed map', () => {
    const all = SECTION_ICON_NAMES.map((icon) => ({ icon, title: icon, text: icon }));
    const { container } = render(<FeatureGrid items={all} />);
    expect(container.querySelectorAll('li svg')).toHaveLength(SECTION_ICON_NAMES.length);
  });
});
