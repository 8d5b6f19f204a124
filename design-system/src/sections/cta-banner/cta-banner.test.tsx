import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBanner } from './cta-banner';

describe('CtaBanner', () => {
  it('has its heading, both actions and the note', () => {
    render(
      <CtaBanner
        title="Ready?"
        text="Join 50,000 sellers."
        primaryAction={{ label: 'Start free trial', href: '/register.htm?source=cta' }}
        secondaryAction={{ label: 'Book a demo', href: '/handlerTrain.htm' }}
        note="No credit card"
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ready?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/register.htm?source=cta',
    );
    expect(screen.getByRole('link', { name: 'Book a demo' })).toBeInTheDocument();
    expect(screen.getByText('No credit card')).toBeInTheDocument();
  });

  it('mirrors tone and layout for styling hooks', () => {
    const { container } = render(
      <CtaBanner title="T" primaryAction={{ label: 'Go', href: '/' }} tone="inverse" layout="split" />,
    );
    const panel = container.querySelector('[data-slot="cta-banner"]');
    expect(panel).toHaveAttribute('data-tone', 'inverse');
    expect(panel).toHaveAttribute('data-layout', 'split');
  });
});
