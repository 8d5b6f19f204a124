import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, type LinkProps } from './link';

describe('Link', () => {
  it('is a plain same-tab link by default', () => {
    render(<Link href="/pricing">Pricing</Link>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('data-variant', 'default');
    expect(link).not.toHaveAttribute('data-external');
  });

  it('marks external links for everyone: new tab, safe rel, icon and screen-reader hint', () => {
    render(
      <Link href="https://example.com" external externalLabel="(เปิดในแท็บใหม่)">
        Shopee
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Shopee\s*\(เปิดในแท็บใหม่\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('[data-slot="link-external-icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no English of its own: an external link without its label is a type error', () => {
    // @ts-expect-error `external` needs `externalLabel` in the visitor's language
    const props: LinkProps = { href: 'https://example.com', external: true };
    expect(props.externalLabel).toBeUndefined();
  });

  it('keeps external marking with asChild and adds className', () => {
    render(
      <Link asChild external externalLabel="(opens in a new tab)" className="font-medium">
        <a href="https://example.com" data-router="">
          Lazada
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Lazada\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('font-medium');
    expect(link).toHaveClass('text-primary');
  });
});
