import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, Testimonials } from './testimonials';

describe('Testimonials', () => {
  it('marks each quote up as a figure with blockquote and caption', () => {
    render(
      <Testimonials
        title="Sellers"
        items={[
          {
            quote: 'Saved us hours.',
            name: 'Linh Tran',
            role: 'Owner',
            store: 'Lotus',
            marketplace: 'Shopee',
          },
        ]}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('Saved us hours.');
    expect(within(figure).getByText('Linh Tran')).toBeInTheDocument();
    expect(within(figure).getByText('Owner, Lotus')).toBeInTheDocument();
    expect(figure.querySelector('[aria-hidden="true"].rounded-full')).toHaveTextContent('LT');
  });

  it('takes initials by letter, whole for Thai and Chinese', () => {
    expect(initialsOf('Nur Aisyah Rahman')).toBe('NR');
    expect(initialsOf('陈美玲')).toBe('陈');
    expect(initialsOf('สุภาพร วงศ์สวัสดิ์')).toBe('สว');
    expect(initialsOf('  ')).toBe('');
  });
});
