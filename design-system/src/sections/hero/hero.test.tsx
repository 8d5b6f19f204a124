import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero';

const base = {
  title: 'Sell on every marketplace',
  text: 'One screen for all stores.',
  primaryAction: { label: 'Start free trial', href: '/en_US/register.htm' },
  secondaryAction: { label: 'Watch demo', href: '#demo' },
  image: { src: '/hero.svg', alt: 'Dashboard', width: 960, height: 600, priority: true },
};

// Several user-event steps per test: allow for a busy shared CI machine.
describe('Hero', { timeout: 20_000 }, () => {
  it('has an h1 by default, both actions and the LCP image', () => {
    render(<Hero {...base} bullets={['Free for 15 days', 'No card']} trustLine="Rated 4.8/5" />);
    expect(screen.getByRole('heading', { level: 1, name: base.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm',
    );
    expect(screen.getByRole('link', { name: 'Watch demo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dashboard' })).toHaveAttribute('loading', 'eager');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Rated 4.8/5')).toBeInTheDocument();
  });

  it('takes another heading level when it is not the page title', () => {
    render(<Hero {...base} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the form slot instead of the media in the landing variant', () => {
    render(<Hero {...base} variant="landing" formSlot={<form aria-label="Sign up" />} />);
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('loads a video only after the click', async () => {
    const { container } = render(
      <Hero
        {...base}
        video={{
          embedUrl: 'https://player.example/embed/1',
          title: 'Tour',
          poster: { src: '/poster.svg', width: 16, height: 9 },
        }}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://player.example/embed/1');
  });
});
