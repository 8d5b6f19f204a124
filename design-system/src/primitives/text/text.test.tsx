import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './text';

describe('Text', () => {
  it('is a paragraph with default size and tone', () => {
    render(<Text>Body</Text>);
    const text = screen.getByText('Body');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-size', 'md');
    expect(text).toHaveAttribute('data-tone', 'default');
  });

  it('renders the element asked for with its variants', () => {
    render(
      <Text as="span" size="sm" tone="muted" weight="bold">
        Hint
      </Text>,
    );
    const text = screen.getByText('Hint');
    expect(text.tagName).toBe('SPAN');
    expect(text.className).toContain('text-muted-foreground');
    expect(text.className).toContain('font-bold');
  });

  it('lends its look to a child with asChild', () => {
    render(
      <Text asChild tone="danger">
        <label htmlFor="x">Label</label>
      </Text>,
    );
    const label = screen.getByText('Label');
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toContain('text-danger');
  });
});
