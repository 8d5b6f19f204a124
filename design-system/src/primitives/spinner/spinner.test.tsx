import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with an English default label and mirrors its size', () => {
    render(<Spinner size="lg" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status).toHaveAttribute('data-size', 'lg');
    expect(status).toHaveAttribute('data-slot', 'spinner');
  });

  it('announces the label it is given', () => {
    render(<Spinner label="กำลังโหลด" />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('is silent when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
