import { cva, type VariantProps } from 'class-variance-authority';
import { Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Heading } from '../../primitives/heading/heading';
import type { HeadingLevel, SectionImage } from '../section/section';
import { SectionImg } from '../section/section';

/** One blog or help article as list data; date and reading time arrive formatted for the locale. */
export type ArticleCardData = {
  href: string;
  title: string;
  summary?: string;
  cover?: SectionImage;
  topic?: string;
  /** Shown as is, e.g. "12 March 2026" or "2026年3月12日". */
  date?: string;
  /** Machine-readable date for `<time dateTime>`, e.g. "2026-03-12". */
  dateTime?: string;
  /** e.g. "5 min read". */
  readingTime?: string;
};

export const articleCardVariants = cva(
  'group relative flex overflow-hidden rounded-xl bg-background ring-1 ring-border transition-shadow duration-normal focus-within:shadow-lg hover:shadow-lg',
  {
    variants: {
      variant: {
        grid: 'flex-col',
        list: 'flex-col sm:flex-row',
      },
    },
    defaultVariants: { variant: 'grid' },
  },
);

export type ArticleCardProps = ArticleCardData & {
  variant?: NonNullable<VariantProps<typeof articleCardVariants>['variant']>;
  headingLevel?: HeadingLevel;
  className?: string;
};

/**
 * An article teaser. The title is the one link; it stretches over the card so the whole card
 * is clickable without nesting links or repeating the title to screen readers.
 */
export function ArticleCard({
  href,
  title,
  summary,
  cover,
  topic,
  date,
  dateTime,
  readingTime,
  variant = 'grid',
  headingLevel = 3,
  className,
}: ArticleCardProps) {
  const link = (
    <a
      href={href}
      data-slot="article-card-link"
      className='rounded-sm text-foreground after:absolute after:inset-0 after:content-[""] focus-visible:outline-none group-hover:text-primary'
    >
      {title}
    </a>
  );
  return (
    <article
      data-slot="article-card"
      data-variant={variant}
      className={cn(
        articleCardVariants({ variant }),
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        className,
      )}
    >
      {cover ? (
        <div
          className={cn(
            'shrink-0 overflow-hidden bg-muted',
            variant === 'list' ? 'aspect-video sm:aspect-auto sm:w-64' : 'aspect-video',
          )}
        >
          <SectionImg
            image={{ ...cover, alt: cover.alt }}
            fill
            className="object-cover transition-transform duration-slow group-hover:scale-105"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 md:p-6">
        {topic ? (
          <Badge variant="primary" className="self-start">
            {topic}
          </Badge>
        ) : null}
        <Heading level={headingLevel} size="sm" className="line-clamp-3">
          {link}
        </Heading>
        {summary ? <p className="line-clamp-3 text-muted-foreground">{summary}</p> : null}
        {date || readingTime ? (
          <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted-foreground">
            {date ? <time dateTime={dateTime}>{date}</time> : null}
            {date && readingTime ? <span aria-hidden="true">·</span> : null}
            {readingTime ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {readingTime}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
