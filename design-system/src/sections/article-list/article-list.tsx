import { ArrowRight, FileSearch } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import { ArticleCard, type ArticleCardData } from '../article-card/article-card';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';

export type ArticleListProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  articles: ArticleCardData[];
  /** grid: cards in columns; list: one wide row per article (search results, topic pages). */
  variant?: 'grid' | 'list';
  columns?: 2 | 3;
  /** Shown when there are no articles, e.g. a search with no results. */
  empty: { title: string; text?: string; action?: SectionAction };
  /** "All articles" link under the list. */
  moreAction?: SectionAction;
  tone?: LightTone;
};

/** Blog or help articles as a grid or list, with an empty state that offers a way on. */
export function ArticleList({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  articles,
  variant = 'grid',
  columns = 3,
  empty,
  moreAction,
  tone,
  className,
}: ArticleListProps) {
  const itemLevel = title ? childLevel(headingLevel) : headingLevel;
  return (
    <Section id={id} tone={tone} data-section="articleList" data-variant={variant} className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        {articles.length === 0 ? (
          <div
            data-slot="article-list-empty"
            className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl bg-surface px-6 py-12 text-center ring-1 ring-border"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary"
            >
              <FileSearch className="size-6" />
            </span>
            <Heading level={itemLevel} size="sm">
              {empty.title}
            </Heading>
            {empty.text ? <p className="text-muted-foreground">{empty.text}</p> : null}
            {empty.action ? <ActionLink action={empty.action} emphasis="secondary" size="md" /> : null}
          </div>
        ) : (
          <ul
            data-slot="article-list"
            className={cn(
              'grid grid-cols-1 gap-6',
              variant === 'grid' && (columns === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'),
            )}
          >
            {articles.map((article) => (
              <li key={article.href} className="flex [&>*]:flex-1">
                <ArticleCard {...article} variant={variant} headingLevel={itemLevel} />
              </li>
            ))}
          </ul>
        )}
        {moreAction && articles.length > 0 ? (
          <ActionLink action={moreAction} emphasis="text" className="self-center">
            {moreAction.label}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </ActionLink>
        ) : null}
      </div>
    </Section>
  );
}
