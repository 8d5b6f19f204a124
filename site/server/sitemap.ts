import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract/languages';
import { ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { ROUTES } from '../routes';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every page without path parameters, in every language, with hreflang alternates (desktop addresses). */
export function sitemapXml(origin: string): string {
  const pages = ROUTES.filter(
    (r) =>
      r.device === 'desktop' &&
      r.hasLang &&
      !r.pattern.replace('/:lang/', '/').includes(':') &&
      r.page !== 'notFound',
  );
  const entries = pages.flatMap((route) =>
    LANGUAGES.map((lang) => {
      const loc = origin + route.pattern.replace(':lang', lang);
      const alternates = LANGUAGES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${xml(origin + route.pattern.replace(':lang', l))}"/>`,
      );
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + route.pattern.replace(':lang', DEFAULT_LANGUAGE))}"/>`,
      );
      return `  <url>\n    <loc>${xml(loc)}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  const blog = `  <url>\n    <loc>${xml(`${origin}${ROOT_PAGE_PATHS.blogIndex}`)}</loc>\n  </url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...entries, blog].join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /web/\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
