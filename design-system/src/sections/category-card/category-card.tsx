import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import { SECTION_ICONS, type SectionIconName } from '../icons';
import {
  childLevel,
  type HeadingLevel,
  type LightTone,
  Section,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';

export type CategoryCardData = {
  icon: SectionIconName;
  title: string;
  description?: string;
  /** Formatted by the caller, e.g. "24 articles". */
  count?: string;
  href: string;
};

export type CategoryCardProps = CategoryCardData & {
  headingLevel?: HeadingLevel;
  className?: string;
};

/** A help-centre category: icon, name, what it covers and how many articles; the whole card is the link. */
export function CategoryCard({
  icon,
  title,
  description,
  count,
  href,
  headingLevel = 3,
  className,
}: CategoryCardProps) {
  const Glyph = SECTION_ICONS[icon];
  const link = (
    <a
      href={href}
      data-slot="category-card-link"
      className='after:absolute after:inset-0 after:content-[""] focus-visible:outline-none'
    >
      {title}
    </a>
  );
  return (
    <article
      data-slot="category-card"
      className={cn(
        'group relative flex gap-4 rounded-xl bg-background p-5 ring-1 ring-border transition-shadow duration-normal hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring md:p-6',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary transition-colors duration-normal group-hover:bg-primary group-hover:text-primary-foreground"
      >
        <Glyph className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading level={headingLevel} size="xs" className="group-hover:text-primary">
          {link}
        </Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {count ? <p className="pt-1 text-sm font-medium text-primary">{count}</p> : null}
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 self-center text-muted-foreground transition-transform duration-normal group-hover:translate-x-1 rtl:rotate-180"
      />
    </article>
  );
}

export type CategoryGridProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  categories: CategoryCardData[];
  columns?: 2 | 3;
  tone?: LightTone;
};

/** The help centre's categories as a grid of cards. */
export function CategoryGrid({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  categories,
  columns = 3,
  tone,
  className,
}: CategoryGridProps) {
  const itemLevel = title ? childLevel(headingLevel) : headingLevel;
  return (
    <Section id={id} tone={tone} data-section="categoryGrid" className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        <ul
          data-slot="category-grid"
          className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}
        >
          {categories.map((category) => (
            <li key={category.href} className="flex [&>*]:flex-1">
              <CategoryCard {...category} headingLevel={itemLevel} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
