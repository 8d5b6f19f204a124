import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('names a control without showing the text', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close').className).toContain('sr-only');
  });

  it('comes back into view on focus when focusable, on the child with asChild', () => {
    render(
      <VisuallyHidden focusable asChild>
        <a href="#main">Skip</a>
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Skip' });
    expect(link.className).toContain('focus:not-sr-only');
    expect(link).toHaveAttribute('data-slot', 'visually-hidden');
  });
});
