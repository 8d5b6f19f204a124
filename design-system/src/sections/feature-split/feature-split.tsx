import { ArrowRight, Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
  type SectionImage,
  SectionImg,
} from '../section/section';

export type FeatureSplitRow = {
  eyebrow?: string;
  title: string;
  text: string;
  bullets?: string[];
  image: SectionImage;
  link?: SectionAction;
};

export type FeatureSplitProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  rows: FeatureSplitRow[];
  /** Put the image first on odd rows instead of even ones. */
  startWithImage?: boolean;
  tone?: LightTone;
};

/** Alternating picture-and-text rows that explain features in depth; stacks picture-last on phones. */
export function FeatureSplit({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  rows,
  startWithImage = false,
  tone,
  className,
}: FeatureSplitProps) {
  const rowLevel = title ? childLevel(headingLevel) : headingLevel;
  return (
    <Section id={id} tone={tone} data-section="featureSplit" className={className}>
      <div className="flex flex-col gap-16 md:gap-24">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        {rows.map((row, index) => {
          const reversed = (index % 2 === 1) !== startWithImage;
          return (
            <article
              key={row.title}
              data-slot="feature-split-row"
              data-reversed={reversed || undefined}
              className="grid items-center gap-8 md:grid-cols-2 md:gap-16"
            >
              <div className={cn('flex flex-col items-start gap-4', reversed && 'md:order-2')}>
                {row.eyebrow ? (
                  <p className="text-sm font-semibold tracking-wide text-primary uppercase">{row.eyebrow}</p>
                ) : null}
                <Heading level={rowLevel} size="lg">
                  {row.title}
                </Heading>
                <p className="text-lg text-muted-foreground">{row.text}</p>
                {row.bullets?.length ? (
                  <ul className="flex flex-col gap-3 pt-1">
                    {row.bullets.map((bullet) => (
                      <li key={bullet} className="flex items-start gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-subtle text-success"
                        >
                          <Check className="size-4" />
                        </span>
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {row.link ? (
                  <ActionLink action={row.link} emphasis="text" className="pt-2">
                    {row.link.label}
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </ActionLink>
                ) : null}
              </div>
              <div
                className={cn(
                  'overflow-hidden rounded-xl bg-surface shadow-lg ring-1 ring-border',
                  reversed && 'md:order-1',
                )}
              >
                <SectionImg image={row.image} className="block w-full" />
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
