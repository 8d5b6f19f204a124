import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { blogArticlePath, blogTopicPath } from '@sellwise/pages/blog/blog-links';
import { helpCategoryHref, helpDetailPath } from '@sellwise/pages/help/help-paths';
import { ROUTES } from '../routes';
import { localePath } from '../rules/paths';
import type { ContentIndex, ContentIndexLoader } from './content-index';

export const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`);

/** One `<url>`: its address, the languages of its translations (for hreflang) and when it last changed. */
export type SitemapEntry = { loc: string; alternates?: { lang: Language; href: string }[]; lastmod?: string };

/** A page under `/{lang}/` in the languages it exists in, each naming the others (and x-default). */
function localized(
  origin: string,
  path: string,
  langs: readonly Language[],
  lastmod?: string,
): SitemapEntry[] {
  const present = LANGUAGES.filter((lang) => langs.includes(lang));
  const alternates = present.map((lang) => ({
    lang,
    href: origin + localePath(path, { lang, mobile: false }),
  }));
  return alternates.map(({ href }) => ({ loc: href, alternates, ...(lastmod ? { lastmod } : {}) }));
}

/** The localized pages without path parameters (404 aside): every one exists in every language. */
const STATIC_PAGES = ROUTES.filter(
  (r) =>
    r.device === 'desktop' &&
    r.hasLang &&
    !r.redirect &&
    !r.pattern.replace('/:lang/', '/').includes(':') &&
    r.page !== 'notFound',
).map((r) => r.pattern.replace('/:lang/', ''));

const isoDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? undefined : new Date(iso).toISOString());

/**
 * Every page that answers 200: the marketing pages in every language, the help home per language, and, from
 * the content index, each help category and article in the languages it is translated into (hreflang only
 * to those), the blog index, topics and articles (one address each: the blog has no language segment).
 * Without an index (API down) the content pages are left out rather than guessed.
 */
export function sitemapEntries(origin: string, index: ContentIndex | undefined): SitemapEntry[] {
  const entries = [...STATIC_PAGES, LANG_PAGE_PATHS.helpHome].flatMap((path) =>
    localized(origin, path, LANGUAGES),
  );
  entries.push({ loc: origin + ROOT_PAGE_PATHS.blogIndex });
  if (!index) return entries;
  for (const category of index.helpCategories) {
    const path = helpCategoryHref((p) => p, category.id);
    entries.push(...localized(origin, path, category.langs));
  }
  for (const article of index.help)
    entries.push(...localized(origin, helpDetailPath(article), article.langs, isoDate(article.updatedAt)));
  for (const topic of index.topics)
    if (topic.langs.length) entries.push({ loc: origin + blogTopicPath(topic.id, topic.slug) });
  for (const post of index.blog) {
    if (!post.langs.length) continue;
    const lastmod = isoDate(post.updatedAt ?? post.publishedAt);
    entries.push({ loc: origin + blogArticlePath(post.id, post.slug), ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

function urlXml({ loc, alternates, lastmod }: SitemapEntry): string {
  const lines = [`    <loc>${xmlEscape(loc)}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
  for (const { lang, href } of alternates ?? [])
    lines.push(
      `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[lang]}" href="${xmlEscape(href)}"/>`,
    );
  const fallback = alternates?.find((a) => a.lang === DEFAULT_LANGUAGE);
  if (fallback)
    lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(fallback.href)}"/>`);
  return `  <url>\n${lines.join('\n')}\n  </url>`;
}

export function sitemapDocument(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(urlXml).join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`, with the content pages of the (cached) content index. */
export async function sitemapXml(origin: string, loadIndex: ContentIndexLoader): Promise<string> {
  return sitemapDocument(sitemapEntries(origin, await loadIndex()));
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /web/\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
