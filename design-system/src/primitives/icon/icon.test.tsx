import { render, screen } from '@testing-library/react';
import { Package } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Icon icon={Package} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-slot', 'icon');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is a named image with a label and takes its size class', () => {
    render(<Icon icon={Package} label="Products" size="xl" />);
    const img = screen.getByRole('img', { name: 'Products' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img.getAttribute('class')).toContain('size-8');
  });
});
