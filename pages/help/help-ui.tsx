import { HELP_TYPE } from '@sellwise/api/contract/content-rules';
import type { HelpCard, HelpCategoryNode } from '@sellwise/api/contract/help';
import { ContentLayout } from '@sellwise/design-system/layouts';
import { CategoryTree } from '@sellwise/design-system/navigation';
import { Badge, Breadcrumbs, Button, Heading, Pagination, Text } from '@sellwise/design-system/primitives';
import { PlayCircle } from 'lucide-react';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import type { HrefBuilder, PageLang } from '../types';
import { helpCategoryHref, helpDetailHref, helpHomeHref } from './help-paths';
import { HelpSearchBox } from './help-search-box';

export const H = 'pages.help';

/** The page's translator for `pages.help.*`. */
export function useHelpText() {
  const intl = useIntl();
  return (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${H}.${key}` }, values);
}

type TreeNode = { id: string; label: string; href: string; count?: number; children?: TreeNode[] };

/** The category tree as the sidebar's nodes: every link a plain address (a full page load, rule 5). */
export function treeNodes(nodes: readonly HelpCategoryNode[], href: HrefBuilder): TreeNode[] {
  return nodes.map((n) => ({
    id: String(n.id),
    label: n.name,
    href: helpCategoryHref(href, n.id),
    count: n.articleCount,
    ...(n.children.length ? { children: treeNodes(n.children, href) } : {}),
  }));
}

export type HelpShellProps = {
  lang: PageLang;
  href: HrefBuilder;
  categories: readonly HelpCategoryNode[];
  /** The category being shown (or the article's), marked in the sidebar. */
  currentId?: number;
  /** Show the search box above the content (the home and search pages have their own big one). */
  search?: boolean | string;
  children: React.ReactNode;
};

/**
 * The help layout's frame: the category tree (a 16rem sidebar on desktop, a sheet opened from a button
 * on top on phones) and the search box above the page's content.
 */
export function HelpShell({ lang, href, categories, currentId, search = true, children }: HelpShellProps) {
  const t = useHelpText();
  const nodes: TreeNode[] = [
    { id: 'home', label: t('sidebar.home'), href: helpHomeHref(href) },
    ...treeNodes(categories, href),
  ];
  return (
    <ContentLayout
      variant="help"
      data-page="help"
      sidebar={
        <CategoryTree
          nodes={nodes}
          currentId={currentId === undefined ? undefined : String(currentId)}
          label={t('sidebar.label')}
          labels={{
            openSheet: t('sidebar.openSheet'),
            closeSheet: t('sidebar.closeSheet'),
            toggle: (category) => t('sidebar.toggle', { category }),
          }}
        />
      }
      search={
        search === false ? undefined : (
          <HelpSearchBox lang={lang} href={href} defaultValue={typeof search === 'string' ? search : ''} />
        )
      }
    >
      {children}
    </ContentLayout>
  );
}

/** Breadcrumbs from the help home: every entry but the last is a plain link (rule 5). */
export function HelpCrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const intl = useIntl();
  return (
    <Breadcrumbs items={items} labels={{ nav: intl.formatMessage({ id: 'pages.common.breadcrumbs' }) }} />
  );
}

/** The updated date as the page's language writes it (a calendar day, read in UTC). */
export function useHelpDate() {
  const intl = useIntl();
  return (date: string) => intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}

/** Articles as a compact list: title link, summary, a video badge with the length, the updated date. */
export function HelpCardList({
  cards,
  href,
  headingLevel = 3,
}: {
  cards: readonly HelpCard[];
  href: HrefBuilder;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useHelpText();
  const date = useHelpDate();
  return (
    <ul
      data-slot="help-card-list"
      className="flex flex-col divide-y divide-border rounded-xl ring-1 ring-border"
    >
      {cards.map((card) => (
        <li
          key={card.id}
          data-article={card.id}
          className="relative flex flex-col gap-1 p-4 hover:bg-surface"
        >
          <Heading level={headingLevel} size="xs" className="flex items-start gap-2">
            {card.type === HELP_TYPE.video ? (
              <PlayCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            ) : null}
            <a
              href={helpDetailHref(href, card)}
              className='text-foreground after:absolute after:inset-0 after:content-[""] hover:text-primary focus-visible:outline-none'
            >
              {card.title}
            </a>
          </Heading>
          {card.summary ? (
            <Text size="sm" tone="muted" className="line-clamp-2">
              {card.summary}
            </Text>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {card.type === HELP_TYPE.video ? (
              <Badge variant="primary">
                {t('card.video')}
                {card.videoDuration ? ` · ${card.videoDuration}` : ''}
              </Badge>
            ) : null}
            <Text as="span" size="xs" tone="muted">
              <time dateTime={card.updatedAt}>{t('card.updated', { date: date(card.updatedAt) })}</time>
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Page numbers as real links. */
export function HelpPagination({
  page,
  total,
  pageSize,
  pageHref,
}: {
  page: number;
  total: number;
  pageSize: number;
  pageHref: (page: number) => string;
}) {
  const t = useHelpText();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getHref={pageHref}
      labels={{
        nav: t('pagination.nav'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { page: n }),
        morePages: t('pagination.morePages'),
      }}
    />
  );
}

/** A notice with a heading, a text and actions (not found, unavailable, empty). */
export function HelpNotice({
  title,
  text,
  children,
  role,
  headingLevel = 1,
  slot,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
  role?: 'alert';
  headingLevel?: 1 | 2;
  slot: string;
}) {
  return (
    <section
      data-slot={slot}
      role={role}
      className="flex flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border phone:p-4"
    >
      <Heading level={headingLevel} size={headingLevel === 1 ? 'lg' : 'sm'}>
        {title}
      </Heading>
      <Text>{text}</Text>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </section>
  );
}

/** The help 404: in the help layout, with the search box and the topics. */
export function HelpNotFound({ href }: { href: HrefBuilder }) {
  const t = useHelpText();
  return (
    <HelpNotice slot="help-not-found" title={t('notFound.title')} text={t('notFound.text')}>
      <Button asChild>
        <a href={helpHomeHref(href)}>{t('notFound.home')}</a>
      </Button>
    </HelpNotice>
  );
}

/** The API could not answer: a notice and a link to load the page again. */
export function HelpUnavailable({ retryHref }: { retryHref: string }) {
  const t = useHelpText();
  return (
    <HelpNotice
      slot="help-unavailable"
      role="alert"
      title={t('unavailable.title')}
      text={t('unavailable.text')}
    >
      <Button asChild variant="outline">
        <a href={retryHref}>{t('unavailable.retry')}</a>
      </Button>
    </HelpNotice>
  );
}
