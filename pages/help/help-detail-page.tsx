import { HELP_TYPE } from '@sellwise/api/contract/content-rules';
import type { HelpCategoryNode, HelpDetailResponse } from '@sellwise/api/contract/help';
import { LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { ArticleBody, CopyLinkButton, TableOfContents } from '@sellwise/design-system/content';
import { Badge, Heading, Text, VideoEmbed } from '@sellwise/design-system/primitives';
import { useEffect, useMemo, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { articleForBrowser, articleParts } from '../article-once';
import type { ApiAnswer, LoaderContext, PageLang, PageMeta, PageModule, PageProps } from '../types';
import { HelpFeedback } from './help-feedback';
import { categoryType, helpCategoryHref, helpCategoryPath, helpDetailPath, helpHomeHref } from './help-paths';
import {
  H,
  HelpCardList,
  HelpCrumbs,
  HelpNotFound,
  HelpShell,
  HelpUnavailable,
  useHelpDate,
  useHelpText,
} from './help-ui';

/** A table of contents is shown from this many h2/h3 headings on. */
export const TOC_MIN_HEADINGS = 3;

type Base = { lang: PageLang; categories: HelpCategoryNode[] };
export type HelpDetailData = Base &
  (
    | { view: 'article'; detail: HelpDetailResponse }
    /** The article lives at another address (its category in the path was not its own): 301 there. */
    | { view: 'moved'; location: string }
    | { view: 'notFound' }
    | { view: 'unavailable'; retryPath: string }
  );

type DetailParams = { cid: number; type: number; id: number; status: number; commonErrorCategoryId?: number };

const ID = /^[1-9]\d{0,9}$/;
/**
 * The path parameters of both detail patterns, or null when any is malformed (not a plain positive
 * number, out of range, an unknown type or status): such an address names no article.
 */
export async function parseDetailParams(
  params: Readonly<Record<string, string>>,
): Promise<DetailParams | null> {
  const { cid, type, id, status, commonErrorCategoryId } = params;
  if (![cid, type, id].every((v) => v !== undefined && ID.test(v))) return null;
  if (status === undefined || !/^\d$/.test(status)) return null;
  if (commonErrorCategoryId !== undefined && !ID.test(commonErrorCategoryId)) return null;
  // The API's own rule, loaded where loaders run (the server): the schema stays out of the browser's code.
  const { helpDetailParams } = await import('@sellwise/api/contract/help');
  const parsed = helpDetailParams.safeParse({ cid, type, id, status, commonErrorCategoryId });
  return parsed.success ? parsed.data : null;
}

async function settle<T>(call: () => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T> | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

export async function loadHelpDetail(ctx: LoaderContext): Promise<HelpDetailData> {
  const { lang } = ctx;
  const categoriesCall = settle(() => ctx.api.content('helpCategories', { params: { lang } })).then((a) =>
    a && a.code === 0 ? a.data.categories : [],
  );
  const p = await parseDetailParams(ctx.params);
  if (!p) return { view: 'notFound', lang, categories: await categoriesCall };
  const { commonErrorCategoryId, ...rest } = p;
  const [categories, answer] = await Promise.all([
    categoriesCall,
    settle(() =>
      commonErrorCategoryId === undefined
        ? ctx.api.content('helpDetail', { params: { lang, ...rest } })
        : ctx.api.content('helpCommonErrorDetail', { params: { lang, ...rest, commonErrorCategoryId } }),
    ),
  ]);
  // An unknown article, a wrong type or status, or input the API refuses: no article at this address.
  if (answer && (answer.msg === 'error.articleNotFound' || answer.msg === 'error.validation'))
    return { view: 'notFound', lang, categories };
  if (answer?.code !== 0)
    return {
      view: 'unavailable',
      lang,
      categories,
      retryPath: `/${lang}/${helpDetailPath({ ...p, categoryId: p.cid, commonErrorCategoryId: commonErrorCategoryId ?? null })}`,
    };
  const { article } = answer.data;
  const canonical = helpDetailPath(article);
  const asked = helpDetailPath({
    ...p,
    categoryId: p.cid,
    commonErrorCategoryId: commonErrorCategoryId ?? null,
  });
  if (canonical !== asked) return { view: 'moved', lang, categories, location: `/${lang}/${canonical}` };
  return { view: 'article', lang, categories, detail: answer.data };
}

// A poster drawn here, so the video shows without any request to the player's host before the click.
const POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><circle cx="1100" cy="140" r="220" fill="#fff" fill-opacity=".06"/><circle cx="160" cy="640" r="260" fill="#fff" fill-opacity=".05"/></svg>',
)}`;

/** The address of the page in the browser (absolute after hydration; the path while rendering on the server). */
function usePageUrl(path: string): string {
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(new URL(path, window.location.href).href), [path]);
  return url;
}

function ArticleView({
  data,
  href,
}: {
  data: Extract<HelpDetailData, { view: 'article' }>;
  href: PageProps['href'];
}) {
  const t = useHelpText();
  const date = useHelpDate();
  const { article, breadcrumb, related } = data.detail;
  const url = usePageUrl(href(helpDetailPath(article)));
  const { html, items } = useMemo(() => articleParts(article), [article]);
  const isVideo = article.type === HELP_TYPE.video;
  return (
    <>
      <HelpCrumbs
        items={[
          { label: t('crumbs.home'), href: helpHomeHref(href) },
          ...breadcrumb.map((c) => ({ label: c.name, href: helpCategoryHref(href, c.id) })),
          { label: article.title },
        ]}
      />
      <article data-slot="help-article" data-article={article.id} className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          {isVideo ? (
            <Badge variant="primary" className="self-start">
              {t('article.video')}
            </Badge>
          ) : null}
          <Heading level={1} size="xl" className="break-words">
            {article.title}
          </Heading>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Text size="sm" tone="muted">
              <time dateTime={article.updatedAt}>
                {t('article.updated', { date: date(article.updatedAt) })}
              </time>
              {isVideo && article.videoDuration
                ? ` · ${t('article.videoLength', { duration: article.videoDuration })}`
                : null}
            </Text>
            <CopyLinkButton
              url={url}
              labels={{
                copy: t('article.copyLink'),
                copied: t('article.copied'),
                failed: t('article.copyFailed'),
              }}
            />
          </div>
        </header>
        {isVideo && article.videoUrl ? (
          <VideoEmbed
            embedUrl={article.videoUrl}
            title={article.title}
            poster={POSTER}
            labels={{ play: t('article.play') }}
          />
        ) : null}
        {items.length >= TOC_MIN_HEADINGS ? <TableOfContents items={items} label={t('article.toc')} /> : null}
        <ArticleBody html={html} lang={LANGUAGE_TAGS[data.lang]} />
        <div className="border-t border-border pt-6">
          <HelpFeedback article={{ id: article.id, title: article.title, url }} />
        </div>
      </article>
      {related.length ? (
        <section data-slot="help-related" className="flex flex-col gap-4">
          <Heading level={2} size="sm">
            {t('article.related')}
          </Heading>
          <HelpCardList cards={related} href={href} />
        </section>
      ) : null}
    </>
  );
}

function HelpDetailPage({ data, href }: PageProps<HelpDetailData>) {
  const currentId = data.view === 'article' ? data.detail.article.categoryId : undefined;
  return (
    <HelpShell lang={data.lang} href={href} categories={data.categories} currentId={currentId}>
      {data.view === 'article' ? (
        <ArticleView data={data} href={href} />
      ) : data.view === 'unavailable' ? (
        <HelpUnavailable retryHref={data.retryPath} />
      ) : (
        <HelpNotFound href={href} />
      )}
    </HelpShell>
  );
}

/** Plain text of HTML for the description (≤ 155 characters). */
export function plainSummary(text: string): string {
  const plain = text
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 155 ? `${plain.slice(0, 154).trimEnd()}…` : plain;
}

export function helpDetailMeta({ data, intl }: { data: HelpDetailData; intl: IntlShape }): PageMeta {
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${H}.${key}` }, values);
  if (data.view === 'moved')
    return {
      title: t('meta.notFoundTitle'),
      description: '',
      redirect: { location: data.location, permanent: true },
    };
  if (data.view === 'notFound')
    return {
      title: t('meta.notFoundTitle'),
      description: t('meta.notFoundDescription'),
      status: 404,
      noindex: true,
    };
  if (data.view === 'unavailable')
    return {
      title: t('meta.unavailableTitle'),
      description: t('meta.homeDescription'),
      status: 503,
      noindex: true,
    };
  const { article, breadcrumb } = data.detail;
  const at = (path: string) => `/${data.lang}/${path}`;
  const description = plainSummary(article.summary) || t('meta.homeDescription');
  return {
    title: t('meta.articleTitle', { title: article.title }),
    description,
    breadcrumbs: [
      { name: t('crumbs.home'), path: at(LANG_PAGE_PATHS.helpHome) },
      ...breadcrumb.map((c) => ({ name: c.name, path: at(helpCategoryPath(categoryType(c.id))) })),
      { name: article.title, path: at(helpDetailPath(article)) },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: article.title,
        description,
        inLanguage: LANGUAGE_TAGS[data.lang],
        dateModified: article.updatedAt,
        ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
        ...(breadcrumb.length ? { articleSection: breadcrumb.map((c) => c.name).join(' › ') } : {}),
        ...(article.type === HELP_TYPE.video && article.videoUrl
          ? {
              video: {
                '@type': 'VideoObject',
                name: article.title,
                description,
                embedUrl: article.videoUrl,
                uploadDate: article.updatedAt,
                ...(article.videoDuration ? { duration: isoDuration(article.videoDuration) } : {}),
              },
            }
          : {}),
      },
    ],
  };
}

/** "5:24" or "1:02:03" as ISO 8601 (PT5M24S); anything else is left out. */
export function isoDuration(text: string): string | undefined {
  const parts = text.split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isInteger(n) || n < 0))
    return undefined;
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s}S`;
}

export const helpDetailPage: PageModule<HelpDetailData> = {
  Page: HelpDetailPage,
  namespaces: [H, 'pages.common'],
  loader: loadHelpDetail,
  meta: helpDetailMeta,
  browserData: (data) =>
    data.view === 'article'
      ? { ...data, detail: { ...data.detail, article: articleForBrowser(data.detail.article) } }
      : data,
};
