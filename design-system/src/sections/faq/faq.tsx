import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
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

/** Questions and answers in an accordion; pair with `faqJsonLd(items)` in the page head. */
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
  renderLink,
  className,
}: FaqProps) {
  const questionLevel = title ? childLevel(headingLevel) : headingLevel;
  const QuestionTag = `h${questionLevel}` as const;
  const rootProps =
    type === 'multiple'
      ? ({ type: 'multiple', defaultValue: defaultOpen } as const)
      : ({ type: 'single', collapsible: true, defaultValue: defaultOpen[0] } as const);
  return (
    <Section id={id} tone={tone} width="md" data-section="faq" className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <Accordion.Root data-slot="faq" {...rootProps} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <Accordion.Item
              key={item.id ?? item.question}
              value={item.id ?? String(index)}
              id={item.id}
              data-slot="faq-item"
              className="rounded-xl bg-background ring-1 ring-border transition-shadow duration-normal data-[state=open]:shadow-md"
            >
              <Accordion.Header asChild>
                <QuestionTag className="text-base font-semibold md:text-lg">
                  <Accordion.Trigger
                    data-slot="faq-question"
                    className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl p-5 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:px-6"
                  >
                    {item.question}
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground transition-transform duration-normal group-data-[state=open]:rotate-180 group-data-[state=open]:bg-primary group-data-[state=open]:text-primary-foreground"
                    >
                      <ChevronDown className="size-4" />
                    </span>
                  </Accordion.Trigger>
                </QuestionTag>
              </Accordion.Header>
              <Accordion.Content
                data-slot="faq-answer"
                className={cn('px-5 pb-5 text-muted-foreground md:px-6')}
              >
                <div className="flex flex-col gap-3">
                  {answerParagraphs(item.answer).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        {footer ? (
          <p data-slot="faq-footer" className="text-center text-muted-foreground">
            {footer.text} <ActionLink action={footer.action} renderLink={renderLink} emphasis="text" />
          </p>
        ) : null}
      </div>
    </Section>
  );
}
