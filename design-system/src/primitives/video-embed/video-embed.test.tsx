import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withAutoplay, youtubeEmbedUrl } from './embed-url';
import { VideoEmbed } from './video-embed';

const props = {
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc123?rel=0',
  poster: '/posters/intro.jpg',
  title: 'Sellwise in two minutes',
};

describe('VideoEmbed', () => {
  it('renders no iframe and no third-party URL before the click', () => {
    const { container } = render(<VideoEmbed {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    expect(screen.getByRole('button', { name: 'Play video: Sellwise in two minutes' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/posters/intro.jpg');
  });

  it('loads the player with autoplay on click, focuses it and reports the play', async () => {
    const onPlay = vi.fn();
    const { container } = render(<VideoEmbed {...props} onPlay={onPlay} />);
    await userEvent.click(screen.getByRole('button'));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    expect(frame).toHaveAttribute('title', 'Sellwise in two minutes');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it('names the button with translated labels', () => {
    render(<VideoEmbed {...props} labels={{ play: 'เล่นวิดีโอ' }} />);
    expect(screen.getByRole('button', { name: 'เล่นวิดีโอ: Sellwise in two minutes' })).toBeInTheDocument();
  });
});

describe('withAutoplay', () => {
  it.each([
    ['https://v.example/embed/1', 'https://v.example/embed/1?autoplay=1'],
    ['https://v.example/embed/1?a=b', 'https://v.example/embed/1?a=b&autoplay=1'],
    ['https://v.example/embed/1?autoplay=0&a=b', 'https://v.example/embed/1?autoplay=1&a=b'],
    ['https://v.example/embed/1?a=b#t=30', 'https://v.example/embed/1?a=b&autoplay=1#t=30'],
  ])('%s → %s', (input, expected) => {
    expect(withAutoplay(input)).toBe(expected);
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host and whole-second start times', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 12.7 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1&start=12',
    );
  });
});
