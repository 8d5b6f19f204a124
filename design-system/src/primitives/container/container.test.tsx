import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';

describe('Container', () => {
  it('centres a div at the xl width by default', () => {
    render(<Container>Body</Container>);
    const container = screen.getByText('Body');
    expect(container).toHaveAttribute('data-size', 'xl');
    expect(container.className).toContain('max-w-7xl');
    expect(container.className).toContain('mx-auto');
  });

  it('lends its width to a landmark with asChild; an override takes the important modifier', () => {
    render(
      <Container asChild size="sm" className="max-w-prose!">
        <main>Main</main>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-size', 'sm');
    expect(main.className).toContain('max-w-prose!');
  });
});
