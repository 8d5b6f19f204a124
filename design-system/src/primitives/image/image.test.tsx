import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Image } from './image';
import { buildSrcSet } from './srcset';

describe('Image', () => {
  it('is lazy and decodes asynchronously by default, with no fetch priority', () => {
    render(<Image src="/a.jpg" alt="Order list" />);
    const img = screen.getByRole('img', { name: 'Order list' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('loads eagerly with high priority for the LCP image', () => {
    render(<Image src="/hero.jpg" alt="Hero" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('builds srcset from widths and srcFor, with sizes defaulting to 100vw', () => {
    render(<Image src="/a.jpg" alt="A" widths={[640, 320]} srcFor={(w) => `/a-${w}.jpg`} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('srcset', '/a-320.jpg 320w, /a-640.jpg 640w');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('prefers an explicit srcSet and keeps the given sizes', () => {
    render(
      <Image
        src="/a.jpg"
        alt="A"
        srcSet="/a@2x.jpg 2x"
        sizes="50vw"
        widths={[100]}
        srcFor={(w) => `/a-${w}.jpg`}
      />,
    );
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('srcset', '/a@2x.jpg 2x');
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('reserves the aspect ratio in a frame and fills it', () => {
    const { container } = render(<Image src="/a.jpg" alt="" ratio={4 / 3} radius="lg" />);
    const frame = container.querySelector<HTMLElement>('[data-slot="image-frame"]');
    expect(frame?.style.aspectRatio).toMatch(/^1\.333/);
    expect(frame?.className).toContain('rounded-lg');
    // alt="" is decorative: no img role for assistive technology.
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.className).toContain('size-full');
  });
});

describe('buildSrcSet', () => {
  it('lists each positive width once, ascending', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 4000 })), (widths) => {
        const entries = buildSrcSet(widths, (w) => `/i/${w}.jpg`)
          .split(', ')
          .filter(Boolean);
        const got = entries.map((e) => Number(e.split(' ')[1]!.slice(0, -1)));
        const expected = [...new Set(widths.filter((w) => w > 0))].sort((a, b) => a - b);
        expect(got).toEqual(expected);
        for (const e of entries) expect(e).toMatch(/^\/i\/(\d+)\.jpg \1w$/);
      }),
    );
  });
});
