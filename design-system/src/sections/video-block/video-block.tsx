import { Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  type LightTone,
  Section,
  type SectionBaseProps,
  SectionHeader,
  type SectionImage,
} from '../section/section';

/** A video shown as its poster until the visitor asks for it; `embedUrl` is the player's iframe URL. */
export type SectionVideo = {
  embedUrl: string;
  /** Names the iframe and the play button. */
  title: string;
  /**
   * Served from our own host so nothing third-party loads before the click. Its `alt`, when the picture says
   * something the title does not, is the play button's description (the button's name is the title).
   */
  poster: Omit<SectionImage, 'alt'> & { alt?: string };
  /** Shown on the poster, e.g. "2:45". */
  duration?: string;
};

export type VideoFacadeProps = {
  video: SectionVideo;
  labels?: { play?: string };
  className?: string;
};

/**
 * Click to load: the iframe (and every request of the third-party player) exists only after the
 * click; focus then moves into the player so keyboard users keep their place.
 */
export function VideoFacade({ video, labels, className }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const play = labels?.play ?? 'Play video';
  const posterId = useId();
  const posterAlt = video.poster.alt?.trim();
  return (
    <div
      data-slot="video-facade"
      data-state={playing ? 'playing' : 'idle'}
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-inverse shadow-lg ring-1 ring-border',
        className,
      )}
    >
      {playing ? (
        <iframe
          ref={frame}
          data-slot="video-frame"
          src={video.embedUrl}
          title={video.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          data-slot="video-play"
          onClick={() => setPlaying(true)}
          aria-label={`${play}: ${video.title}${video.duration ? ` (${video.duration})` : ''}`}
          aria-describedby={posterAlt ? posterId : undefined}
          className="group absolute inset-0 flex size-full cursor-pointer items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ring"
        >
          <img
            src={video.poster.src}
            srcSet={video.poster.srcSet}
            sizes={video.poster.sizes}
            alt=""
            width={video.poster.width}
            height={video.poster.height}
            loading={video.poster.priority ? 'eager' : 'lazy'}
            fetchPriority={video.poster.priority ? 'high' : undefined}
            className="absolute inset-0 size-full object-cover"
          />
          <span
            aria-hidden="true"
            className="relative flex size-16 items-center justify-center rounded-full bg-background text-primary shadow-lg ring-8 ring-background/30 transition-transform duration-normal group-hover:scale-110 md:size-20"
          >
            <Play className="ms-1 size-7 fill-current md:size-8" />
          </span>
          {posterAlt ? (
            <span id={posterId} className="sr-only">
              {posterAlt}
            </span>
          ) : null}
        </button>
      )}
      {/* Outside the button: its name already says the duration, and visible text inside would have to match it. */}
      {!playing && video.duration ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute end-3 bottom-3 rounded-md bg-inverse px-2 py-0.5 text-sm font-semibold text-inverse-foreground"
        >
          {video.duration}
        </span>
      ) : null}
    </div>
  );
}

export type VideoBlockProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  video: SectionVideo;
  tone?: LightTone;
  labels?: VideoFacadeProps['labels'];
};

/** A titled video band: the player loads only when the visitor presses play. */
export function VideoBlock({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  video,
  tone,
  labels,
  className,
}: VideoBlockProps) {
  return (
    <Section id={id} tone={tone} width="lg" data-section="videoBlock" className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <VideoFacade video={video} labels={labels} className="mx-auto max-w-4xl" />
      </div>
    </Section>
  );
}
