import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardFooter, CardHeader } from './card';

describe('Card', () => {
  it('marks each part with its data-slot and mirrors the variant', () => {
    const { container } = render(
      <Card variant="elevated">
        <CardHeader>H</CardHeader>
        <CardBody>B</CardBody>
        <CardFooter>F</CardFooter>
      </Card>,
    );
    const card = container.querySelector('[data-slot="card"]');
    expect(card).toHaveAttribute('data-variant', 'elevated');
    expect(card?.className).toContain('shadow-md');
    for (const slot of ['card-header', 'card-body', 'card-footer']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).toBeInTheDocument();
    }
  });

  it('becomes the link it wraps with asChild', () => {
    render(
      <Card asChild interactive padding="sm" className="gap-2">
        <a href="/orders">Orders</a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('data-slot', 'card');
    expect(link.className).toContain('hover:shadow-lg');
    expect(link.className).toContain('p-4');
    expect(link.className).toContain('gap-2');
  });
});
