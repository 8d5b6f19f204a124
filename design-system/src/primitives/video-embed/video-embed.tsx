import { Play } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Image } from '../image/image';
import { withAutoplay } from './embed-url';

export type VideoEmbedLabels = {
  /** Prefix of the play button's name: "Play video: {title}". */
  play: string;
};
const defaultLabels: VideoEmbedLabels = { play: 'Play video' };

export type VideoEmbedProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /** The player's URL, e.g. from `youtubeEmbedUrl(id)`; `autoplay=1` is added on click. */
  embedUrl: string;
  /** Names the iframe and the play button; required for screen readers. */
  title: string;
  /** Poster image URL, best served from your own host: no third-party request before the click. */
  poster: string;
  /** Optional `srcset` for the poster. */
  posterSrcSet?: string;
  /** Width / height of the player; defaults to 16 / 9. */
  ratio?: number;
  labels?: Partial<VideoEmbedLabels>;
  /** Called when the visitor starts the video (e.g. for analytics). */
  onPlay?: () => void;
};

/**
 * A video that costs nothing until it is wanted: a poster and a play button, and only after the click
 * an iframe with the player. No third-party script, cookie or request happens before that.
 */
export function VideoEmbed({
  embedUrl,
  title,
  poster,
  posterSrcSet,
  ratio = 16 / 9,
  labels,
  onPlay,
  className,
  style,
  ...props
}: VideoEmbedProps) {
  const [playing, setPlaying] = React.useState(false);
  const text = { ...defaultLabels, ...labels };
  // Focus follows the button into the player so keyboard users are not dropped to the page start.
  const focusOnMount = React.useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), []);

  return (
    <div
      data-slot="video-embed"
      data-state={playing ? 'playing' : 'idle'}
      className={cn('relative w-full overflow-hidden rounded-lg bg-inverse', className)}
      style={{ aspectRatio: String(ratio), ...style }}
      {...props}
    >
      {playing ? (
        <iframe
          ref={focusOnMount}
          data-slot="video-embed-frame"
          src={withAutoplay(embedUrl)}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          data-slot="video-embed-play"
          aria-label={`${text.play}: ${title}`}
          className="group absolute inset-0 cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ring"
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
        >
          <Image src={poster} srcSet={posterSrcSet} alt="" fill className="absolute inset-0" />
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform duration-fast group-hover:scale-110 phone:size-14">
              <Play className="size-7 translate-x-0.5 fill-current" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
