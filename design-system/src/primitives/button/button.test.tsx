import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default and mirrors its variant', () => {
    render(<Button variant="accent">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'accent');
    expect(button).toHaveAttribute('data-slot', 'button');
  });

  it('has no English of its own: loading without a label is busy but announces nothing', () => {
    render(<Button loading>Sign up</Button>);
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(button).not.toHaveTextContent('Loading');
  });

  it('announces loading and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Sending" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with asChild and adds className (an override uses the important modifier)', () => {
    render(
      <Button asChild className="px-9!">
        <a href="/x">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/x');
    expect(link.className).toContain('px-9!');
  });

  it('passes the ref through as a prop', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(n) => {
          node = n;
        }}
      >
        R
      </Button>,
    );
    expect(node).toBeInstanceOf(HTMLButtonElement);
  });
});
