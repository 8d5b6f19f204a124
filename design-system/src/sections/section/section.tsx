import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/button/button';
import { Container } from '../../primitives/container/container';
import { Heading } from '../../primitives/heading/heading';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A link as page data: already-translated label and a URL. */
export type SectionAction = { label: string; href: string };

/** An image by URL with its intrinsic size (prevents layout shift); `priority` for the LCP image. */
export type SectionImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  priority?: boolean;
};

/** Fields every section shares: an anchor id and the heading level of its title. */
export type SectionBaseProps = {
  /** Anchor for in-page links (`#pricing`). */
  id?: string;
  /** Outline level of the section title; h2 unless the page says otherwise. */
  headingLevel?: HeadingLevel;
  className?: string;
};

export const sectionVariants = cva('relative isolate w-full overflow-hidden', {
  variants: {
    tone: {
      default: 'bg-background text-foreground',
      surface: 'bg-surface text-surface-foreground',
      subtle: 'bg-primary-subtle text-foreground',
      brand: 'bg-primary text-primary-foreground',
      inverse: 'bg-inverse text-inverse-foreground',
    },
    spacing: { sm: 'py-10 md:py-12', md: 'py-14 md:py-20', lg: 'py-16 md:py-28' },
  },
  defaultVariants: { tone: 'default', spacing: 'md' },
});

export type SectionTone = NonNullable<VariantProps<typeof sectionVariants>['tone']>;
/** Tones for sections that hold white cards: dark tones would hide their text. */
export type LightTone = Extract<SectionTone, 'default' | 'surface' | 'subtle'>;

export const isDarkTone = (tone: SectionTone | undefined) => tone === 'brand' || tone === 'inverse';

export type SectionProps = React.ComponentProps<'section'> &
  VariantProps<typeof sectionVariants> & {
    /** Container width of the content. */
    width?: 'sm' | 'md' | 'lg' | 'xl';
  };

/** The band every page section sits in: background tone, vertical rhythm and the centred container. */
export function Section({ tone, spacing, width = 'xl', className, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? 'default'}
      className={cn(sectionVariants({ tone, spacing }), className)}
      {...props}
    >
      <Container size={width}>{children}</Container>
    </section>
  );
}

export type SectionHeaderProps = {
  eyebrow?: string;
  title?: string;
  text?: string;
  level?: HeadingLevel;
  align?: 'start' | 'center';
  size?: 'display' | 'xl' | 'lg' | 'md' | 'sm';
  tone?: SectionTone;
  /** id for the heading so the section can be labelled by it. */
  titleId?: string;
  className?: string;
};

/** Eyebrow, title and lead paragraph above a section's content. */
export function SectionHeader({
  eyebrow,
  title,
  text,
  level = 2,
  align = 'center',
  size = 'xl',
  tone,
  titleId,
  className,
}: SectionHeaderProps) {
  if (!eyebrow && !title && !text) return null;
  const dark = isDarkTone(tone);
  return (
    <div
      data-slot="section-header"
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start text-start',
        className,
      )}
    >
      {eyebrow ? (
        <p
          data-slot="section-eyebrow"
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            dark ? 'text-current' : 'text-primary',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      {title ? (
        <Heading level={level} size={size} id={titleId} tone={dark ? 'current' : 'default'}>
          {title}
        </Heading>
      ) : null}
      {text ? (
        <p
          data-slot="section-text"
          className={cn('text-lg text-pretty', dark ? 'text-current' : 'text-muted-foreground')}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** Heading level one below the section title, capped at h6. */
export const childLevel = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

export type ActionLinkProps = {
  action: SectionAction;
  /** primary: the sign-up call to action; secondary: the quieter second choice; text: an inline link. */
  emphasis?: 'primary' | 'secondary' | 'text';
  /** Colours that read on the section's tone. */
  tone?: SectionTone;
  size?: 'md' | 'lg';
  className?: string;
  children?: React.ReactNode;
  'aria-describedby'?: string;
};

const actionClass = (emphasis: ActionLinkProps['emphasis'], tone: SectionTone | undefined) => {
  const dark = isDarkTone(tone);
  if (emphasis === 'text') {
    return cn(
      'inline-flex items-center gap-1 rounded-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4',
      dark ? 'text-current' : 'text-primary',
    );
  }
  if (emphasis === 'secondary') {
    return dark
      ? 'border border-current bg-transparent text-current hover:bg-primary-foreground/10'
      : 'border border-input bg-background text-foreground hover:bg-muted';
  }
  if (tone === 'brand') return 'bg-primary-foreground text-primary hover:bg-primary-subtle';
  if (tone === 'inverse') return 'bg-accent text-accent-foreground hover:bg-accent-hover';
  return 'bg-primary text-primary-foreground shadow-md hover:bg-primary-hover';
};

/** A section's call to action: a plain link, styled as a button unless `emphasis` is `text`. */
export function ActionLink({
  action,
  emphasis = 'primary',
  tone,
  size = 'lg',
  className,
  children,
  ...aria
}: ActionLinkProps) {
  const base = emphasis === 'text' ? '' : buttonVariants({ variant: 'bare', size });
  return (
    <a
      href={action.href}
      data-slot="section-action"
      className={cn(base, actionClass(emphasis, tone), className)}
      {...aria}
    >
      {children ?? action.label}
    </a>
  );
}

/** `<img>` with intrinsic size; the LCP image loads eagerly with high priority, the rest lazily. */
export function SectionImg({
  image,
  fill = false,
  className,
}: {
  image: SectionImage;
  /** Fill the parent box (a fixed-ratio frame) instead of keeping the picture's own height. */
  fill?: boolean;
  className?: string;
}) {
  return (
    <img
      data-slot="section-image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={image.priority ? 'eager' : 'lazy'}
      fetchPriority={image.priority ? 'high' : undefined}
      decoding="async"
      className={cn(fill ? 'size-full' : 'h-auto max-w-full', className)}
    />
  );
}
