import { ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { siteChrome } from './site-chrome';

// Message text does not matter here: only the links.
const intl = createIntl({ locale: 'en', messages: {}, onError: () => {} });
const blogLinks = (path: string) => {
  const { nav, footer } = siteChrome({ intl, lang: 'en_US', mobile: false, path });
  return [...(nav.links ?? []), ...footer.columns.flatMap((c) => c.links)]
    .map((l) => l.href)
    .filter((href) => href.startsWith('/blog/'));
};

describe('siteChrome', () => {
  it("rule 3: on a blog page the header's and footer's blog links keep the visitor's source", () => {
    const links = blogLinks('/blog/articleDetails/12/shopee-ads.htm?source=app');
    expect(links).toHaveLength(2);
    for (const href of links) expect(href).toBe(`${ROOT_PAGE_PATHS.blogIndex}?source=app`);
  });

  it('leaves them clean without a source, with the default one, and outside the blog', () => {
    for (const path of ['/blog/index.htm', '/blog/index.htm?source=pc', '/en_US/index.htm?source=app']) {
      expect(blogLinks(path), path).toEqual([ROOT_PAGE_PATHS.blogIndex, ROOT_PAGE_PATHS.blogIndex]);
    }
  });
});
