import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testFooter } from '../shared/test-fixtures';
import { Footer } from './footer';

describe('Footer', () => {
  it('renders columns, legal and social navigation, the QR code and copyright', () => {
    render(<Footer {...testFooter} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Company' })).toContainElement(
      screen.getByRole('link', { name: 'About us' }),
    );
    expect(screen.getByRole('navigation', { name: 'Legal' })).toContainElement(
      screen.getByRole('link', { name: 'Privacy policy' }),
    );
    expect(screen.getByRole('navigation', { name: 'Social media' })).toContainElement(
      screen.getByRole('link', { name: 'Facebook' }),
    );
    expect(screen.getByRole('img', { name: 'QR code for the app' })).toHaveAttribute('src', '/qr.png');
    expect(screen.getByText('Get the app')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Sellwise')).toBeInTheDocument();
  });

  it('compact drops the columns and the QR code but keeps legal links', () => {
    render(<Footer {...testFooter} compact />);
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });
});
