import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';
import { answerParagraphs, type FaqItem } from './faq-json-ld';

export type FaqProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  items: FaqItem[];
  /** Questions open at first (their ids, or indexes as strings when items have no id). */
  defaultOpen?: string[];
  /** single: opening one closes the other; multiple: any number open. */
  type?: 'single' | 'multiple';
  /** "Still have questions?" line with a link to support. */
  footer?: { text: string; action: SectionAction };
  tone?: LightTone;
};

/**
 * Questions and answers in an accordion (the WAI-ARIA pattern: a button in each question heading, the answer
 * a labelled region); pair with `faqJsonLd(items)` in the page head. Plain state rather than a Radix
 * accordion: marketing pages carry it on first load, and the pattern needs no roving focus or collection.
 */
export function Faq({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  items,
  defaultOpen = [],
  type = 'single',
  footer,
  tone,
  className,
}: FaqProps) {
  const questionLevel = title ? childLevel(headingLevel) : headingLevel;
  const QuestionTag = `h${questionLevel}` as const;
  const baseId = React.useId();
  const [open, setOpen] = React.useState<readonly string[]>(() =>
    type === 'single' ? defaultOpen.slice(0, 1) : defaultOpen,
  );
  const toggle = (value: string) =>
    setOpen((current) => {
      if (current.includes(value)) return current.filter((v) => v !== value);
      return type === 'single' ? [value] : [...current, value];
    });
  return (
    <Section id={id} tone={tone} width="md" data-section="faq" className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <div data-slot="faq" className="flex flex-col gap-3">
          {items.map((item, index) => {
            const value = item.id ?? String(index);
            const isOpen = open.includes(value);
            const state = isOpen ? 'open' : 'closed';
            const questionId = `${baseId}-q${index}`;
            const answerId = `${baseId}-a${index}`;
            return (
              <div
                key={item.id ?? item.question}
                id={item.id}
                data-slot="faq-item"
                data-state={state}
                className="rounded-xl bg-background ring-1 ring-border transition-shadow duration-normal data-[state=open]:shadow-md"
              >
                <QuestionTag className="text-base font-semibold md:text-lg">
                  <button
                    type="button"
                    id={questionId}
                    data-slot="faq-question"
                    data-state={state}
                    aria-expanded={isOpen}
                    aria-controls={answerId}
                    onClick={() => toggle(value)}
                    className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl p-5 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:px-6"
                  >
                    {item.question}
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground transition-transform duration-normal group-data-[state=open]:rotate-180 group-data-[state=open]:bg-primary group-data-[state=open]:text-primary-foreground"
                    >
                      <ChevronDown className="size-4" />
                    </span>
                  </button>
                </QuestionTag>
                <section
                  id={answerId}
                  aria-labelledby={questionId}
                  data-slot="faq-answer"
                  data-state={state}
                  hidden={!isOpen}
                  className="px-5 pb-5 text-muted-foreground md:px-6"
                >
                  <div className="flex flex-col gap-3">
                    {answerParagraphs(item.answer).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </section>
              </div>
            );
          })}
        </div>
        {footer ? (
          <p data-slot="faq-footer" className="text-center text-muted-foreground">
            {footer.text} <ActionLink action={footer.action} emphasis="text" />
          </p>
        ) : null}
      </div>
    </Section>
  );
}
