import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';

describe('Heading', () => {
  it('renders an h2 with the lg look by default', () => {
    render(<Heading>Title</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Title' });
    expect(heading.tagName).toBe('H2');
    expect(heading).toHaveAttribute('data-size', 'lg');
  });

  it('picks a default size per level', () => {
    render(<Heading level={4}>Small</Heading>);
    expect(screen.getByRole('heading', { level: 4 })).toHaveAttribute('data-size', 'sm');
  });

  it('keeps the outline level when the look changes', () => {
    render(
      <Heading level={1} size="md" tone="primary">
        Page
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('data-size', 'md');
    expect(heading.className).toContain('text-primary');
    expect(heading.className).not.toContain('text-foreground');
  });
});
