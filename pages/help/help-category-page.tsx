import { HELP_TYPE } from '@sellwise/api/contract/content-rules';
import type {
  HelpCategoryNode,
  HelpCatPageResponse,
  HelpIndexResponse,
  HelpSearchResponse,
} from '@sellwise/api/contract/help';
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { SearchAllResponse } from '@sellwise/api/contract/search';
import { Heading, Text } from '@sellwise/design-system/primitives';
import { CategoryCard, type SectionIconName } from '@sellwise/design-system/sections';
import type { IntlShape } from 'react-intl';
import { blogArticlePath } from '../blog/blog-links';
import { ContactChannels } from '../contact/contact-channels';
import { ServerOnly, withoutFields } from '../server-only';
import type {
  ApiAnswer,
  HrefBuilder,
  LoaderContext,
  PageLang,
  PageMeta,
  PageModule,
  PageProps,
} from '../types';
import {
  categoryTrail,
  categoryType,
  helpCategoryHref,
  helpCategoryPath,
  helpDetailPath,
  helpHomeHref,
  helpSearchHref,
  helpSearchPath,
  KEYWORDS_FIELD,
  parseHelpType,
} from './help-paths';
import { groupByCategory, pageNumber, SEARCH_MAX, searchQuery } from './help-search';
import { HelpSearchBox, Marked } from './help-search-box';
import {
  H,
  HelpCardList,
  HelpCrumbs,
  HelpNotFound,
  HelpNotice,
  HelpPagination,
  HelpShell,
  HelpUnavailable,
  useHelpText,
} from './help-ui';

/** Articles per category or search page. */
export const HELP_PAGE_SIZE = 20;
/** Hits per kind in the blog and other-language blocks under the help results. */
export const ALSO_LIMIT = 5;

export type HelpFilter = 'all' | 'articles' | 'videos';
const FILTER_TYPE = { articles: HELP_TYPE.article, videos: HELP_TYPE.video } as const;

type Base = { lang: PageLang; categories: HelpCategoryNode[] };
export type HelpCategoryData = Base &
  (
    | { view: 'home'; index: HelpIndexResponse }
    | { view: 'category'; filter: HelpFilter; result: HelpCatPageResponse }
    | {
        view: 'search';
        query: string;
        truncated: boolean;
        page: number;
        /** null: no query yet (the search box alone). */
        result: HelpSearchResponse | null;
        /** Blog hits and other languages' hits (`searchAll`), on the first page; null when unavailable. */
        also: SearchAllResponse | null;
      }
    | { view: 'notFound' }
    | { view: 'unavailable' }
  );

/** `helpContentType` (1 articles, 2 videos) or `isVideo` (1/true) of the query as a filter. */
export function filterOf(query: URLSearchParams): HelpFilter {
  const type = query.get('helpContentType');
  if (type === String(HELP_TYPE.video)) return 'videos';
  if (type === String(HELP_TYPE.article)) return 'articles';
  const isVideo = query.get('isVideo');
  return isVideo === '1' || isVideo === 'true' ? 'videos' : 'all';
}

/** The query of a category address: its filter and page (page 1 and "all" are left out). */
export function categoryQuery(filter: HelpFilter, page = 1): Record<string, string> {
  return {
    ...(filter === 'all' ? {} : { helpContentType: String(FILTER_TYPE[filter]) }),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** A call that never throws: a network failure becomes null. */
async function settle<T>(call: () => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T> | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}
const dataOf = <T,>(answer: ApiAnswer<T> | null): T | null =>
  answer && answer.code === 0 ? answer.data : null;

async function sidebar(ctx: LoaderContext): Promise<HelpCategoryNode[]> {
  const answer = await settle(() => ctx.api.content('helpCategories', { params: { lang: ctx.lang } }));
  return dataOf(answer)?.categories ?? [];
}

export async function loadHelpCategory(ctx: LoaderContext): Promise<HelpCategoryData> {
  const { lang } = ctx;
  const type = parseHelpType(ctx.params.type);
  if (!type) return { view: 'notFound', lang, categories: await sidebar(ctx) };

  if (type.kind === 'home') {
    const index = dataOf(await settle(() => ctx.api.content('helpIndex', { params: { lang } })));
    return index
      ? { view: 'home', lang, categories: index.categories, index }
      : { view: 'unavailable', lang, categories: [] };
  }

  if (type.kind === 'category') {
    const filter = filterOf(ctx.query);
    const page = pageNumber(ctx.query.get('page'));
    const [categories, answer] = await Promise.all([
      sidebar(ctx),
      settle(() =>
        ctx.api.content('helpCategoryPage', {
          params: { lang },
          query: {
            categoryId: type.cid,
            page,
            pageSize: HELP_PAGE_SIZE,
            ...(filter === 'all' ? {} : { helpContentType: FILTER_TYPE[filter] }),
          },
        }),
      ),
    ]);
    // An unknown category, or input the API refuses (a page out of range): the category is not there.
    if (answer && (answer.msg === 'error.categoryNotFound' || answer.msg === 'error.validation'))
      return { view: 'notFound', lang, categories };
    const result = dataOf(answer);
    if (!result) return { view: 'unavailable', lang, categories };
    if (page > 1 && result.list.length === 0) return { view: 'notFound', lang, categories };
    return { view: 'category', lang, categories, filter, result };
  }

  const { query, truncated } = searchQuery(ctx.query.get(KEYWORDS_FIELD));
  const page = pageNumber(ctx.query.get('page'));
  if (!query)
    return {
      view: 'search',
      lang,
      categories: await sidebar(ctx),
      query,
      truncated,
      page: 1,
      result: null,
      also: null,
    };
  const [categories, answer, all] = await Promise.all([
    sidebar(ctx),
    settle(() =>
      ctx.api.content('helpSearch', {
        params: { lang },
        query: { k: query, page, pageSize: HELP_PAGE_SIZE },
      }),
    ),
    page === 1
      ? settle(() =>
          ctx.api.content('searchAll', { params: { lang }, query: { k: query, limit: ALSO_LIMIT } }),
        )
      : Promise.resolve(null),
  ]);
  const result = dataOf(answer);
  if (!result) return { view: 'unavailable', lang, categories };
  return { view: 'search', lang, categories, query, truncated, page, result, also: dataOf(all) };
}

// Category icons of the content (content/help/categories.json) as the design system's icons.
const CATEGORY_ICONS: Record<string, SectionIconName> = {
  rocket: 'growth',
  user: 'team',
  plug: 'integration',
  package: 'product',
  'shopping-cart': 'order',
  truck: 'shipping',
  warehouse: 'warehouse',
  megaphone: 'marketing',
  'bar-chart-3': 'data',
  download: 'crawl',
  'credit-card': 'wallet',
  'life-buoy': 'support',
};
const iconOf = (icon: string): SectionIconName => CATEGORY_ICONS[icon] ?? 'guide';

/** The top-level topics with the most articles: the "popular topics" of the empty states. */
export function popularCategories(categories: readonly HelpCategoryNode[], count = 6): HelpCategoryNode[] {
  return [...categories]
    .filter((c) => c.articleCount > 0)
    .sort((a, b) => b.articleCount - a.articleCount || a.order - b.order)
    .slice(0, count);
}

function CategoryCards({
  categories,
  href,
  headingLevel = 3,
}: {
  categories: readonly HelpCategoryNode[];
  href: HrefBuilder;
  headingLevel?: 2 | 3;
}) {
  const t = useHelpText();
  return (
    <ul data-slot="help-category-cards" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {categories.map((c) => (
        <li key={c.id} className="flex [&>*]:flex-1">
          <CategoryCard
            icon={iconOf(c.icon)}
            title={c.name}
            count={t('home.articleCount', { count: c.articleCount })}
            href={helpCategoryHref(href, c.id)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

function Block({ title, children, slot }: { title: string; children: React.ReactNode; slot: string }) {
  return (
    <section data-slot={slot} className="flex flex-col gap-4">
      <Heading level={2} size="sm">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function HomeView({ data, href }: { data: Extract<HelpCategoryData, { view: 'home' }>; href: HrefBuilder }) {
  const t = useHelpText();
  return (
    <>
      <div className="flex flex-col gap-3 rounded-2xl bg-primary-subtle p-8 phone:p-5">
        <Heading level={1} size="xl">
          <label htmlFor="help-search">{t('home.title')}</label>
        </Heading>
        <Text tone="muted">{t('home.intro')}</Text>
        <HelpSearchBox id="help-search" lang={data.lang} href={href} size="lg" />
      </div>
      <ServerOnly name="help-home-lists" render={() => <HomeLists index={data.index} href={href} />} />
    </>
  );
}

/** The help home's lists of links: server HTML, its data not sent to the browser (browserData). */
function HomeLists({ index, href }: { index: HelpIndexResponse; href: HrefBuilder }) {
  const t = useHelpText();
  return (
    <>
      <Block slot="help-categories" title={t('home.categories')}>
        <CategoryCards categories={index.categories} href={href} />
      </Block>
      {index.commonErrors.length ? (
        <Block slot="help-common-errors" title={t('home.commonErrors')}>
          <HelpCardList cards={index.commonErrors} href={href} />
        </Block>
      ) : null}
      {index.latest.length ? (
        <Block slot="help-latest" title={t('home.latest')}>
          <HelpCardList cards={index.latest} href={href} />
        </Block>
      ) : null}
      {index.videos.length ? (
        <Block slot="help-videos" title={t('home.videos')}>
          <HelpCardList cards={index.videos} href={href} />
        </Block>
      ) : null}
    </>
  );
}

type CategoryViewProps = { data: Extract<HelpCategoryData, { view: 'category' }>; href: HrefBuilder };

/** A category's page has no behaviour of its own: server HTML, its list not sent to the browser (browserData). */
function CategoryView({ data, href }: CategoryViewProps) {
  return <ServerOnly name="help-category" render={() => <CategoryBody data={data} href={href} />} />;
}

function CategoryBody({ data, href }: CategoryViewProps) {
  const t = useHelpText();
  const { result, filter } = data;
  const { category } = result;
  const trail = result.breadcrumb;
  const filters: HelpFilter[] = ['all', 'articles', 'videos'];
  return (
    <>
      <HelpCrumbs
        items={[
          { label: t('crumbs.home'), href: helpHomeHref(href) },
          ...trail.slice(0, -1).map((c) => ({ label: c.name, href: helpCategoryHref(href, c.id) })),
          { label: category.name },
        ]}
      />
      <div className="flex flex-col gap-1">
        <Heading level={1} size="lg">
          {category.name}
        </Heading>
        <Text tone="muted">{t('category.articleCount', { count: category.articleCount })}</Text>
      </div>
      {category.children.length ? (
        <Block slot="help-subcategories" title={t('category.subcategories')}>
          <CategoryCards categories={category.children} href={href} />
        </Block>
      ) : null}
      <section data-slot="help-category-articles" className="flex flex-col gap-4">
        <Heading level={2} size="sm" className={category.children.length ? undefined : 'sr-only'}>
          {t('category.articles')}
        </Heading>
        <nav aria-label={t('category.filter.label')}>
          <ul className="flex gap-1 border-b border-border">
            {filters.map((f) => (
              <li key={f}>
                <a
                  href={helpCategoryHref(href, category.id, categoryQuery(f))}
                  aria-current={f === filter ? 'page' : undefined}
                  data-filter={f}
                  className="-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
                >
                  {t(`category.filter.${f}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {result.list.length ? (
          <HelpCardList cards={result.list} href={href} />
        ) : filter === 'all' ? (
          <HelpNotice
            slot="help-category-empty"
            headingLevel={2}
            title={t('category.emptyTitle')}
            text={t('category.emptyText')}
          />
        ) : (
          <HelpNotice
            slot="help-category-empty"
            headingLevel={2}
            title={t('category.emptyFilteredTitle')}
            text={t('category.emptyFilteredText')}
          >
            <a className="text-primary underline" href={helpCategoryHref(href, category.id)}>
              {t('category.showAll')}
            </a>
          </HelpNotice>
        )}
        <HelpPagination
          page={result.page}
          total={result.total}
          pageSize={result.pageSize}
          pageHref={(p) => helpCategoryHref(href, category.id, categoryQuery(filter, p))}
        />
      </section>
    </>
  );
}

function SearchView({
  data,
  href,
}: {
  data: Extract<HelpCategoryData, { view: 'search' }>;
  href: HrefBuilder;
}) {
  const t = useHelpText();
  const { query, result, also } = data;
  const box = <HelpSearchBox id="help-search" lang={data.lang} href={href} defaultValue={query} size="lg" />;
  const crumbs = (
    <HelpCrumbs
      items={[{ label: t('crumbs.home'), href: helpHomeHref(href) }, { label: t('crumbs.search') }]}
    />
  );
  const popular = (
    <Block slot="help-popular" title={t('results.popular')}>
      <CategoryCards categories={popularCategories(data.categories)} href={href} />
    </Block>
  );
  if (!result)
    return (
      <>
        {crumbs}
        <Heading level={1} size="lg">
          <label htmlFor="help-search">{t('results.startTitle')}</label>
        </Heading>
        <Text tone="muted">{t('results.startText')}</Text>
        {box}
        {popular}
      </>
    );
  return (
    <>
      {crumbs}
      {box}
      <ServerOnly
        name="help-search-results"
        render={() => <SearchResults data={data} result={result} also={also} href={href} />}
      />
      {result.total === 0 ? (
        <>
          {popular}
          <Block slot="help-search-contact" title={t('results.contact')}>
            <ContactChannels />
          </Block>
        </>
      ) : null}
    </>
  );
}

/** The hits, grouped by category, and the blog's and other languages': server HTML (browserData). */
function SearchResults({
  data,
  result,
  also,
  href,
}: {
  data: Extract<HelpCategoryData, { view: 'search' }>;
  result: HelpSearchResponse;
  also: SearchAllResponse | null;
  href: HrefBuilder;
}) {
  const t = useHelpText();
  const { query } = data;
  const groups = groupByCategory(result.list, data.categories, t('results.otherCategory'));
  const blog = also?.blog ?? [];
  const elsewhere = also?.elsewhere ?? [];
  return (
    <>
      <div className="flex flex-col gap-1">
        <Heading level={1} size="lg" className="break-words">
          {result.total ? t('results.title', { query }) : t('results.noneTitle', { query })}
        </Heading>
        <Text tone="muted" role="status">
          {result.total ? t('results.count', { count: result.total }) : t('results.noneText')}
        </Text>
        {data.truncated ? (
          <Text size="sm" tone="muted" data-slot="help-search-truncated">
            {t('results.truncated', { max: SEARCH_MAX })}
          </Text>
        ) : null}
      </div>
      {groups.map((group) => (
        <section
          key={group.categoryId}
          data-slot="help-search-group"
          data-category={group.categoryId}
          className="flex flex-col gap-3"
        >
          <Heading level={2} size="sm">
            <a href={helpCategoryHref(href, group.categoryId)} className="hover:text-primary">
              {group.name}
            </a>
          </Heading>
          <ul className="flex flex-col divide-y divide-border rounded-xl ring-1 ring-border">
            {group.hits.map((hit) => (
              <li
                key={hit.id}
                data-article={hit.id}
                className="relative flex flex-col gap-1 p-4 hover:bg-surface [&_mark]:rounded-sm [&_mark]:bg-warning-subtle [&_mark]:text-inherit"
              >
                <Heading level={3} size="xs">
                  <a
                    href={href(helpDetailPath(hit))}
                    className='after:absolute after:inset-0 after:content-[""] hover:text-primary focus-visible:outline-none'
                  >
                    <Marked html={hit.highlight.title} />
                  </a>
                </Heading>
                <Text size="sm" tone="muted" className="break-words">
                  <Marked html={hit.highlight.snippet} />
                </Text>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <HelpPagination
        page={result.page}
        total={result.total}
        pageSize={result.pageSize}
        pageHref={(p) => helpSearchHref(href, query, p)}
      />
      {blog.length ? (
        <Block slot="help-search-blog" title={t('results.blog')}>
          <ul className="flex flex-col gap-2 [&_mark]:bg-warning-subtle [&_mark]:text-inherit">
            {blog.map((hit) => (
              <li key={hit.id}>
                <a
                  href={blogArticlePath(hit.id, hit.slug)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <Marked html={hit.highlight.title} />
                </a>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {elsewhere.length ? (
        <Block slot="help-search-elsewhere" title={t('results.elsewhere')}>
          <ul className="flex flex-col gap-2">
            {elsewhere.map((item) => (
              <li key={`${item.lang}-${item.kind}-${item.hit.id}`} lang={LANGUAGE_TAGS[item.lang]}>
                <a
                  href={
                    item.kind === 'help'
                      ? `/${item.lang}/${helpDetailPath(item.hit)}`
                      : blogArticlePath(item.hit.id, item.hit.slug)
                  }
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {item.hit.title}
                </a>{' '}
                <Text as="span" size="xs" tone="muted">
                  {t('results.alsoIn', { language: LANGUAGE_NATIVE_NAMES[item.lang] })}
                </Text>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </>
  );
}

function HelpCategoryPage({ data, href }: PageProps<HelpCategoryData>) {
  const currentId = data.view === 'category' ? data.result.category.id : undefined;
  const ownSearch = data.view === 'home' || data.view === 'search';
  return (
    <HelpShell
      lang={data.lang}
      href={href}
      categories={data.categories}
      currentId={currentId}
      search={!ownSearch}
    >
      {data.view === 'home' ? (
        <HomeView data={data} href={href} />
      ) : data.view === 'category' ? (
        <CategoryView data={data} href={href} />
      ) : data.view === 'search' ? (
        <SearchView data={data} href={href} />
      ) : data.view === 'notFound' ? (
        <HelpNotFound href={href} />
      ) : (
        <HelpUnavailable retryHref={helpHomeHref(href)} />
      )}
    </HelpShell>
  );
}

/** A page address for the BreadcrumbList (help pages have no phone twin: `/{lang}/…`). */
const pathIn = (lang: PageLang, path: string) => `/${lang}/${path}`;

export function helpCategoryMeta({ data, intl }: { data: HelpCategoryData; intl: IntlShape }): PageMeta {
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${H}.${key}` }, values);
  const home = { name: t('crumbs.home'), path: pathIn(data.lang, LANG_PAGE_PATHS.helpHome) };
  switch (data.view) {
    case 'home':
      return { title: t('meta.homeTitle'), description: t('meta.homeDescription'), breadcrumbs: [home] };
    case 'category': {
      const { category } = data.result;
      const trail = categoryTrail(data.categories, category.id);
      const crumbs = (trail.length ? trail : [category]).map((c) => ({
        name: c.name,
        path: pathIn(data.lang, helpCategoryPath(categoryType(c.id))),
      }));
      return {
        title: t('meta.categoryTitle', { category: category.name }),
        description: t('meta.categoryDescription', { category: category.name, count: category.articleCount }),
        breadcrumbs: [home, ...crumbs],
        // Filtered and later pages repeat the category: only its first, unfiltered page is indexed.
        ...(data.filter !== 'all' || data.result.page > 1 ? { noindex: true } : {}),
      };
    }
    case 'search':
      return {
        title: data.query ? t('meta.searchTitle', { query: data.query }) : t('meta.searchStartTitle'),
        description: t('meta.searchDescription'),
        breadcrumbs: [home, { name: t('crumbs.search'), path: pathIn(data.lang, helpSearchPath()) }],
        noindex: true,
      };
    case 'notFound':
      return {
        title: t('meta.notFoundTitle'),
        description: t('meta.notFoundDescription'),
        status: 404,
        noindex: true,
      };
    default:
      return {
        title: t('meta.unavailableTitle'),
        description: t('meta.homeDescription'),
        status: 503,
        noindex: true,
      };
  }
}

export const helpCategoryPage: PageModule<HelpCategoryData> = {
  Page: HelpCategoryPage,
  namespaces: [H, 'pages.common'],
  loader: loadHelpCategory,
  meta: helpCategoryMeta,
  // What ServerOnly parts render stays on the server (issue 25): the browser hydrates the search box,
  // the sidebar and the contact block, and keeps the lists as they came.
  browserData: (data) => {
    switch (data.view) {
      case 'home':
        return withoutFields(data, 'index');
      case 'category':
        return { ...data, result: withoutFields(data.result, 'list', 'breadcrumb') };
      case 'search':
        return { ...data, result: data.result && withoutFields(data.result, 'list'), also: null };
      default:
        return data;
    }
  },
};
