import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const contentLayoutVariants = cva('mx-auto w-full px-6 py-10 phone:px-4 phone:py-6', {
  variants: {
    /**
     * `article`: a narrow readable column (legal and static pages); `help`: category sidebar, search and
     * content; `blog`: a topic bar (select or tabs) above the content.
     */
    variant: {
      article: 'max-w-3xl',
      help: 'grid max-w-7xl gap-8',
      blog: 'flex max-w-6xl flex-col gap-8',
    },
  },
  defaultVariants: { variant: 'article' },
});

export type ContentLayoutProps = React.ComponentProps<'div'> &
  VariantProps<typeof contentLayoutVariants> & {
    /** help: the category navigation (a `<nav>` with its own label). */
    sidebar?: React.ReactNode;
    /** help: the search form above the content. */
    search?: React.ReactNode;
    /** blog: the topic select or topic tabs. */
    topicSelect?: React.ReactNode;
  };

/** The inner frame of text-led pages: static articles, the help centre and the blog. */
export function ContentLayout({
  variant,
  sidebar,
  search,
  topicSelect,
  className,
  children,
  ...props
}: ContentLayoutProps) {
  const chosen = variant ?? 'article';
  return (
    <div
      data-slot="content-layout"
      data-variant={chosen}
      className={cn(
        contentLayoutVariants({ variant }),
        // The sidebar column exists only with a sidebar: without one the content takes the full width.
        chosen === 'help' && sidebar ? 'desktop:grid-cols-[16rem_minmax(0,1fr)]' : undefined,
        className,
      )}
      {...props}
    >
      {chosen === 'help' ? (
        <>
          {/* No empty landmark: a complementary region with nothing in it only costs a screen reader a stop. */}
          {sidebar ? (
            <aside
              data-slot="content-layout-sidebar"
              className="desktop:sticky desktop:top-20 desktop:self-start"
            >
              {sidebar}
            </aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-6">
            {search ? <div data-slot="content-layout-search">{search}</div> : null}
            {children}
          </div>
        </>
      ) : chosen === 'blog' ? (
        <>
          {topicSelect ? (
            <div data-slot="content-layout-topics" className="border-b border-border pb-4">
              {topicSelect}
            </div>
          ) : null}
          {children}
        </>
      ) : (
        <article data-slot="content-layout-article" className="flex flex-col gap-4 text-pretty">
          {children}
        </article>
      )}
    </div>
  );
}
