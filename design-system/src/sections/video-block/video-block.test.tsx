import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoBlock } from './video-block';

const video = {
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
  title: 'Product tour',
  poster: { src: '/poster.svg', width: 1280, height: 720 },
  duration: '2:04',
};

// Several user-event steps per test: allow for a busy shared CI machine.
describe('VideoBlock', { timeout: 20_000 }, () => {
  it('makes no request to the player before the click: no iframe, poster from our host', () => {
    const { container } = render(<VideoBlock title="See it" video={video} />);
    expect(container.querySelector('iframe')).toBeNull();
    const urls = Array.from(container.querySelectorAll('[src]')).map((el) => el.getAttribute('src'));
    expect(urls).toEqual(['/poster.svg']);
    expect(screen.getByRole('heading', { level: 2, name: 'See it' })).toBeInTheDocument();
  });

  it('creates the titled iframe on click and moves focus into it', async () => {
    const { container } = render(<VideoBlock video={video} labels={{ play: 'Putar video' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Putar video: Product tour (2:04)' }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', video.embedUrl);
    expect(frame).toHaveAttribute('title', 'Product tour');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('starts with the keyboard too', async () => {
    const { container } = render(<VideoBlock video={video} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('tells screen readers what the poster shows when it has an alt', () => {
    const poster = { ...video.poster, alt: 'A seller printing shipping labels for three marketplaces' };
    render(<VideoBlock video={{ ...video, poster }} labels={{ play: 'Play video' }} />);
    const button = screen.getByRole('button', { name: 'Play video: Product tour (2:04)' });
    expect(button).toHaveAccessibleDescription(poster.alt);
  });

  it('adds no description when the poster has no alt', () => {
    render(<VideoBlock video={video} labels={{ play: 'Play video' }} />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-describedby');
  });
});
