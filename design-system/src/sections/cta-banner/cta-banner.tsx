import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import {
  ActionLink,
  isDarkTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  type SectionTone,
} from '../section/section';

export type CtaBannerProps = SectionBaseProps & {
  title: string;
  text?: string;
  primaryAction: SectionAction;
  secondaryAction?: SectionAction;
  /** Reassurance under the buttons, e.g. "No credit card required". */
  note?: string;
  /** centred: everything centred; split: text at the start, buttons at the end. */
  layout?: 'centred' | 'split';
  tone?: SectionTone;
};

/** The closing call to action of a page: a coloured panel with the sign-up button. */
export function CtaBanner({
  id,
  headingLevel = 2,
  title,
  text,
  primaryAction,
  secondaryAction,
  note,
  layout = 'centred',
  tone = 'brand',
  className,
}: CtaBannerProps) {
  const dark = isDarkTone(tone);
  const split = layout === 'split';
  return (
    <Section id={id} tone="default" spacing="sm" data-section="ctaBanner" className={className}>
      <div
        data-slot="cta-banner"
        data-tone={tone}
        data-layout={layout}
        className={cn(
          'relative isolate flex flex-col gap-8 overflow-hidden rounded-xl px-6 py-12 shadow-lg md:px-12 md:py-16',
          tone === 'brand' && 'bg-primary text-primary-foreground',
          tone === 'inverse' && 'bg-inverse text-inverse-foreground',
          tone === 'subtle' && 'bg-primary-subtle text-foreground',
          tone === 'surface' && 'bg-surface text-foreground ring-1 ring-border',
          tone === 'default' && 'bg-background text-foreground ring-1 ring-border',
          split ? 'md:flex-row md:items-center md:justify-between' : 'items-center text-center',
        )}
      >
        <span
          aria-hidden="true"
          className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-current opacity-10"
        />
        <span
          aria-hidden="true"
          className="absolute -start-16 -bottom-32 -z-10 size-64 rounded-full bg-current opacity-5"
        />
        <div className={cn('flex max-w-2xl flex-col gap-3', !split && 'items-center')}>
          <Heading level={headingLevel} size="xl" tone={dark ? 'current' : 'default'}>
            {title}
          </Heading>
          {text ? (
            <p className={cn('text-lg text-pretty', dark ? 'text-current' : 'text-muted-foreground')}>
              {text}
            </p>
          ) : null}
        </div>
        <div className={cn('flex shrink-0 flex-col gap-3', !split && 'items-center')}>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ActionLink action={primaryAction} tone={tone} />
            {secondaryAction ? (
              <ActionLink action={secondaryAction} tone={tone} emphasis="secondary" />
            ) : null}
          </div>
          {note ? (
            <p className={cn('text-sm', dark ? 'text-current' : 'text-muted-foreground')}>{note}</p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
