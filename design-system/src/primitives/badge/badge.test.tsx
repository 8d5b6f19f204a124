import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('is a neutral span by default', () => {
    render(<Badge>Draft</Badge>);
    const badge = screen.getByText('Draft');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveAttribute('data-variant', 'neutral');
  });

  it('uses the subtle colour pair of its tone, and adds className', () => {
    render(
      <Badge variant="danger" className="self-start">
        Failed
      </Badge>,
    );
    const badge = screen.getByText('Failed');
    expect(badge.className).toContain('bg-danger-subtle');
    expect(badge.className).toContain('text-danger-subtle-foreground');
    expect(badge.className).toContain('self-start');
  });
});
