import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionLink, childLevel, Section, SectionHeader, SectionImg } from './section';

describe('Section', () => {
  it('is a section element with its tone mirrored and the anchor id', () => {
    render(
      <Section id="pricing" tone="brand" aria-label="Pricing">
        x
      </Section>,
    );
    const band = screen.getByRole('region', { name: 'Pricing' });
    expect(band).toHaveAttribute('id', 'pricing');
    expect(band).toHaveAttribute('data-tone', 'brand');
  });

  it('renders the header at the requested level and nothing when empty', () => {
    const { container, rerender } = render(<SectionHeader title="Plans" level={3} eyebrow="Pricing" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Plans' })).toBeInTheDocument();
    rerender(<SectionHeader />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps child heading levels at h6', () => {
    expect(childLevel(2)).toBe(3);
    expect(childLevel(6)).toBe(6);
  });

  it('renders actions as plain links', () => {
    render(<ActionLink action={{ label: 'Start', href: '/en_US/register.htm' }} />);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/en_US/register.htm');
  });

  it('loads the priority image eagerly and the rest lazily', () => {
    const image = { src: '/a.png', alt: 'A', width: 10, height: 5 };
    const { rerender } = render(<SectionImg image={image} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<SectionImg image={{ ...image, priority: true }} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
