import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './steps';

describe('Steps', () => {
  it('is an ordered list with a heading per step and the call to action', () => {
    render(
      <Steps
        title="Three steps"
        items={[
          { title: 'Sign up', text: 'Free.' },
          { title: 'Connect', text: 'Stores.' },
          { title: 'Sell', text: 'More.' },
        ]}
        action={{ label: 'Start', href: '/register.htm' }}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sign up', 'Connect', 'Sell']);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/register.htm');
  });
});
