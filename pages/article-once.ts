import { headingsFromHtml, type TocItem } from '@sellwise/design-system/content';

/**
 * Content pages send their article once, as HTML (issue 25): the browser's copy of the page data has the
 * article's `html` set to null and carries its contents list instead, and hydration keeps the body the
 * server rendered (ArticleBody with `html={null}`).
 */
export type ArticleForBrowser = { html: string | null; toc?: TocItem[] };

/** The article as the browser receives it: no HTML, its contents list computed here. */
export function articleForBrowser<A extends { html: string }>(
  article: A,
): Omit<A, 'html'> & ArticleForBrowser {
  return { ...article, html: null, toc: headingsFromHtml(article.html).items };
}

/** The body (headings given ids) and contents list: from the HTML on the server, as sent in the browser. */
export function articleParts(article: ArticleForBrowser): { html: string | null; items: TocItem[] } {
  return article.html === null ? { html: null, items: article.toc ?? [] } : headingsFromHtml(article.html);
}
