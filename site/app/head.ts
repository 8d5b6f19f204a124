import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { PageMeta } from '@sellwise/pages/types';
import { switchLanguagePath } from '../rules/paths';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: no `</script>` or `<!--` can close or open anything. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type HeadInput = {
  meta: PageMeta;
  lang: Language;
  origin: string;
  /** The page's own address (path + query) in its language. */
  path: string;
  /** The path carries a language segment, so each language has its own address. */
  localized: boolean;
  siteName: string;
  homeName: string;
  nonce: string;
};

/** Title, description, canonical, hreflang alternates (+ x-default), Open Graph and JSON-LD. */
export function renderHead({
  meta,
  lang,
  origin,
  path,
  localized,
  siteName,
  homeName,
  nonce,
}: HeadInput): string {
  const canonical = `${origin}${path.split('#')[0]}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (localized) {
    for (const l of LANGUAGES) {
      tags.push(
        `<link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${escapeHtml(origin + switchLanguagePath(path, l))}">`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + switchLanguagePath(path, DEFAULT_LANGUAGE))}">`,
    );
  }
  for (const feed of meta.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  const image = meta.image ? new URL(meta.image, origin).href : `${origin}/og-image.png`;
  tags.push(
    `<meta property="og:type" content="${meta.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[lang].replace('-', '_')}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
  );
  if (meta.article) {
    const { publishedTime, author, section } = meta.article;
    tags.push(`<meta property="article:published_time" content="${escapeHtml(publishedTime)}">`);
    if (author) tags.push(`<meta property="article:author" content="${escapeHtml(author)}">`);
    if (section) tags.push(`<meta property="article:section" content="${escapeHtml(section)}">`);
  }
  const crumbs = [{ name: homeName, path: `/${lang}/${LANG_PAGE_PATHS.home}` }, ...(meta.breadcrumbs ?? [])];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: origin,
      logo: `${origin}/logo.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: origin + c.path,
      })),
    },
    ...(meta.jsonLd ?? []),
  ];
  for (const item of jsonLd)
    tags.push(`<script type="application/ld+json" nonce="${nonce}">${safeJson(item)}</script>`);
  return tags.join('\n');
}
