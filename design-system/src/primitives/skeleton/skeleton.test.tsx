import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and only pulses without reduced motion', () => {
    const { container } = render(<Skeleton />);
    const skeleton = container.querySelector('[data-slot="skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'text');
    expect(skeleton?.className).toContain('motion-safe:animate-pulse');
    expect(skeleton?.className).not.toMatch(/(^|\s)animate-pulse/);
  });

  it('draws several text lines with a shorter last line', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-slot="skeleton-line"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.className).toContain('w-3/5');
    expect(lines[0]?.className).not.toContain('w-3/5');
  });

  it('has rect and circle shapes; another size takes the important modifier', () => {
    const { container } = render(
      <>
        <Skeleton shape="rect" className="h-40!" />
        <Skeleton shape="circle" />
      </>,
    );
    const [rect, circle] = container.querySelectorAll('[data-slot="skeleton"]');
    expect(rect?.className).toContain('h-40!');
    expect(circle?.className).toContain('rounded-full');
  });
});
