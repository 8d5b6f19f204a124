import { cn } from '../../lib/cn';
import {
  isDarkTone,
  Section,
  type SectionBaseProps,
  SectionHeader,
  type SectionTone,
} from '../section/section';

export type StatItem = {
  /** Already formatted for the locale by the caller, e.g. "50,000+", "99.9%", "3 倍". */
  value: string;
  label: string;
  description?: string;
};

export type StatsProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  items: StatItem[];
  tone?: SectionTone;
};

/** Key figures as a description list: the figure large, what it counts beneath. */
export function Stats({ id, headingLevel = 2, eyebrow, title, text, items, tone, className }: StatsProps) {
  const dark = isDarkTone(tone);
  return (
    <Section id={id} tone={tone} spacing="sm" data-section="stats" className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} tone={tone} />
        <dl
          data-slot="stats"
          className={cn(
            'grid grid-cols-2 gap-x-6 gap-y-10 text-center',
            items.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
          )}
        >
          {items.map((item) => (
            <div key={item.label} data-slot="stat" className="flex flex-col gap-1">
              <dt className={cn('order-2 font-semibold', dark ? 'text-current' : 'text-foreground')}>
                {item.label}
              </dt>
              <dd
                className={cn(
                  'order-1 text-4xl font-bold tracking-tight md:text-5xl',
                  dark ? 'text-current' : 'text-primary',
                )}
              >
                {item.value}
              </dd>
              {item.description ? (
                <dd className={cn('order-3 text-sm', dark ? 'text-current' : 'text-muted-foreground')}>
                  {item.description}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
