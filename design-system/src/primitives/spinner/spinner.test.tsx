import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with the label it is given and mirrors its size', () => {
    render(<Spinner size="lg" label="Memuat" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Memuat');
    expect(status).toHaveAttribute('data-size', 'lg');
    expect(status).toHaveAttribute('data-slot', 'spinner');
  });

  it('announces the label it is given', () => {
    render(<Spinner label="กำลังโหลด" />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('has no English of its own: without a label it is a type error, and renders no text', () => {
    // @ts-expect-error a Spinner needs a label in the visitor's language, or `decorative`
    const { container } = render(<Spinner />);
    expect(container.textContent).toBe('');
  });

  it('is silent when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
