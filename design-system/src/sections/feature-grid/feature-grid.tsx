import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import { SECTION_ICONS, type SectionIconName } from '../icons';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';

export type FeatureGridItem = {
  icon: SectionIconName;
  title: string;
  text: string;
  link?: SectionAction;
};

export const featureGridVariants = cva('grid grid-cols-1 gap-6', {
  variants: {
    columns: {
      2: 'sm:grid-cols-2',
      3: 'sm:grid-cols-2 lg:grid-cols-3',
      4: 'sm:grid-cols-2 lg:grid-cols-4',
    },
  },
  defaultVariants: { columns: 3 },
});

export type FeatureGridProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  items: FeatureGridItem[];
  columns?: NonNullable<VariantProps<typeof featureGridVariants>['columns']>;
  /** cards: each feature on a white card; plain: icon and text on the section background. */
  variant?: 'cards' | 'plain';
  tone?: LightTone;
};

/** Features at a glance: icon, short title and one or two sentences each, 2–4 per row. */
export function FeatureGrid({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  items,
  columns = 3,
  variant = 'cards',
  tone,
  className,
}: FeatureGridProps) {
  const itemLevel = title ? childLevel(headingLevel) : headingLevel;
  return (
    <Section id={id} tone={tone} data-section="featureGrid" data-variant={variant} className={className}>
      <div className="flex flex-col gap-12">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <ul data-slot="feature-grid" data-columns={columns} className={featureGridVariants({ columns })}>
          {items.map((item) => {
            const Glyph = SECTION_ICONS[item.icon];
            return (
              <li
                key={item.title}
                data-slot="feature-grid-item"
                className={cn(
                  'flex flex-col gap-3',
                  variant === 'cards' &&
                    'rounded-xl bg-background p-6 shadow-sm ring-1 ring-border transition-shadow duration-normal hover:shadow-md',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-lg bg-primary-subtle text-primary"
                >
                  <Glyph className="size-5" />
                </span>
                <Heading level={itemLevel} size="sm">
                  {item.title}
                </Heading>
                <p className="text-muted-foreground">{item.text}</p>
                {item.link ? (
                  <ActionLink action={item.link} emphasis="text" className="mt-auto pt-1">
                    {item.link.label}
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </ActionLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
