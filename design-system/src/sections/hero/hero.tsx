import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import {
  ActionLink,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  type SectionImage,
  SectionImg,
} from '../section/section';
import { type SectionVideo, VideoFacade, type VideoFacadeProps } from '../video-block/video-block';

export const heroVariants = cva('grid items-center gap-12', {
  variants: {
    variant: {
      split: 'lg:grid-cols-2 lg:gap-16',
      centred: 'justify-items-center text-center',
      landing: 'lg:grid-cols-[1.1fr_1fr] lg:gap-16',
    },
  },
  defaultVariants: { variant: 'split' },
});

export type HeroProps = SectionBaseProps & {
  /** split: text beside the media; centred: text above the media; landing: text beside a form (`formSlot`). */
  variant?: NonNullable<VariantProps<typeof heroVariants>['variant']>;
  eyebrow?: string;
  title: string;
  text?: string;
  /** The sign-up call to action. */
  primaryAction?: SectionAction;
  secondaryAction?: SectionAction;
  bullets?: string[];
  /** Social proof under the actions, e.g. "Rated 4.8/5 by 12,000 sellers". */
  trustLine?: string;
  image?: SectionImage;
  /** Takes the image's place; loads only on click. */
  video?: SectionVideo;
  /** The landing variant's form (sign-up), provided by the page. */
  formSlot?: React.ReactNode;
  tone?: LightTone;
  labels?: VideoFacadeProps['labels'];
};

/** The first band of a page: the h1, the promise, the sign-up call to action and a picture of the product. */
export function Hero({
  id,
  headingLevel = 1,
  variant = 'split',
  eyebrow,
  title,
  text,
  primaryAction,
  secondaryAction,
  bullets,
  trustLine,
  image,
  video,
  formSlot,
  tone = 'default',
  labels,
  className,
}: HeroProps) {
  const centred = variant === 'centred';
  const media = video ? (
    <VideoFacade video={video} labels={labels} />
  ) : image ? (
    <div className="overflow-hidden rounded-xl bg-background shadow-lg ring-1 ring-border">
      <SectionImg image={image} className="block w-full" />
    </div>
  ) : null;
  const aside = variant === 'landing' ? formSlot : media;

  return (
    <Section
      id={id}
      tone={tone}
      spacing="lg"
      data-section="hero"
      data-variant={variant}
      className={cn('pt-12 md:pt-20', className)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-2/3 bg-linear-to-b from-primary-subtle to-transparent"
      />
      <div className={heroVariants({ variant })}>
        <div
          data-slot="hero-content"
          className={cn('flex flex-col gap-6', centred ? 'max-w-3xl items-center' : 'items-start')}
        >
          {eyebrow ? (
            <p
              data-slot="hero-eyebrow"
              className="inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-sm font-semibold text-primary shadow-sm ring-1 ring-border"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {eyebrow}
            </p>
          ) : null}
          <Heading level={headingLevel} size="display" className="lg:text-5xl">
            {title}
          </Heading>
          {text ? (
            <p className="max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">{text}</p>
          ) : null}
          {bullets?.length ? (
            <ul data-slot="hero-bullets" className={cn('flex flex-col gap-2', centred && 'items-start')}>
              {bullets.map((bullet) => (
                <li key={bullet} className="flex items-start gap-2 text-start">
                  <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {primaryAction || secondaryAction ? (
            <div
              data-slot="hero-actions"
              className={cn('flex w-full flex-col gap-3 sm:w-auto sm:flex-row', centred && 'justify-center')}
            >
              {primaryAction ? <ActionLink action={primaryAction} tone={tone} /> : null}
              {secondaryAction ? (
                <ActionLink action={secondaryAction} tone={tone} emphasis="secondary" />
              ) : null}
            </div>
          ) : null}
          {trustLine ? (
            <p data-slot="hero-trust" className="flex items-center gap-2 text-sm text-muted-foreground">
              {/* A neutral mark: stars would claim a rating the text may not have. */}
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              {trustLine}
            </p>
          ) : null}
        </div>
        {aside ? (
          <div
            data-slot={variant === 'landing' ? 'hero-form' : 'hero-media'}
            className={cn(
              'w-full',
              centred && 'max-w-5xl',
              variant === 'landing' && 'rounded-xl bg-background p-6 shadow-lg ring-1 ring-border md:p-8',
            )}
          >
            {aside}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
