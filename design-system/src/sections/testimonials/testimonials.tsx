import { Quote } from 'lucide-react';
import { cn } from '../../lib/cn';
import { type LightTone, Section, type SectionBaseProps, SectionHeader } from '../section/section';

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  store: string;
  /** Where the store sells, e.g. "Shopee · Lazada". */
  marketplace?: string;
  /** Shown in the avatar; the first letters of the name when absent. */
  initials?: string;
};

export type TestimonialsProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  items: Testimonial[];
  tone?: LightTone;
};

const avatarTones = [
  'bg-primary text-primary-foreground',
  'bg-accent text-accent-foreground',
  'bg-success text-success-foreground',
  'bg-info text-info-foreground',
] as const;

/** Initials from a name, by letters not UTF-16 units, so Thai and Chinese names stay whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? ''];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Sellers in their own words: quote, who said it, their store and marketplace. */
export function Testimonials({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  items,
  tone = 'surface',
  className,
}: TestimonialsProps) {
  return (
    <Section id={id} tone={tone} data-section="testimonials" className={className}>
      <div className="flex flex-col gap-12">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <ul data-slot="testimonials" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.name} className="flex">
              <figure
                data-slot="testimonial"
                className="flex w-full flex-col gap-6 rounded-xl bg-background p-6 shadow-sm ring-1 ring-border md:p-8"
              >
                <Quote aria-hidden="true" className="size-8 text-primary-subtle-foreground opacity-30" />
                <blockquote className="flex-1 text-lg text-foreground">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 border-t border-border pt-5">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                      avatarTones[index % avatarTones.length],
                    )}
                  >
                    {item.initials ?? initialsOf(item.name)}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold text-foreground">{item.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {item.role}, {item.store}
                    </span>
                    {item.marketplace ? (
                      <span className="text-sm font-medium text-primary">{item.marketplace}</span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
