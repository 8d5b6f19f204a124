import type * as React from 'react';
import { Heading } from '../../primitives/heading/heading';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';

export type StepItem = { title: string; text: string };

export type StepsProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  items: StepItem[];
  /** Call to action under the steps, usually sign-up. */
  action?: SectionAction;
  tone?: LightTone;
};

/** How it works: a numbered ordered list; numbers come from the list, so screen readers count too. */
export function Steps({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  items,
  action,
  tone,
  className,
}: StepsProps) {
  const itemLevel = title ? childLevel(headingLevel) : headingLevel;
  return (
    <Section id={id} tone={tone} data-section="steps" className={className}>
      <div className="flex flex-col items-center gap-12">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <ol
          data-slot="steps"
          className="grid w-full grid-cols-1 gap-8 md:grid-cols-[repeat(var(--steps),minmax(0,1fr))] md:gap-6"
          style={{ '--steps': items.length } as React.CSSProperties}
        >
          {items.map((item, index) => (
            <li
              key={item.title}
              data-slot="step"
              className="relative flex gap-4 md:flex-col md:items-center md:text-center"
            >
              {index < items.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute start-6 top-12 h-[calc(100%-1rem)] w-px bg-border md:start-[calc(50%+2rem)] md:top-6 md:h-px md:w-[calc(100%-2.5rem)]"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-md ring-4 ring-primary-subtle"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-2 pt-2 md:pt-0">
                <Heading level={itemLevel} size="sm">
                  {item.title}
                </Heading>
                <p className="text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
        {action ? <ActionLink action={action} tone={tone} /> : null}
      </div>
    </Section>
  );
}
