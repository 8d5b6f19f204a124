/**
 * Accessible names the stories pass that the site also passes: the sample text words them as the site's
 * catalogues do, in every language, so a story names things as a visitor's screen reader will hear them.
 */
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { describe, expect, it } from 'vitest';
import { navText, sampleSkipLabels } from './layouts-samples';
import { breadcrumbsLabel, skipLinkText } from './primitives-samples';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/pages/{common,blog}.json', {
  eager: true,
  import: 'default',
});

function catalogue(lang: string, page: string): Record<string, unknown> {
  const messages = catalogues[`../../locales/${lang}/pages/${page}.json`];
  if (!messages) throw new Error(`no catalogue locales/${lang}/pages/${page}.json`);
  return messages;
}

describe.each(LANGUAGES)('%s', (lang) => {
  const common = catalogue(lang, 'common') as { skipLink: string; nav: Record<string, string> };

  it('the phone menu button and the drawer close button: pages.common.nav.openMenu / closeMenu', () => {
    expect(navText[lang].openMenu).toBe(common.nav.openMenu);
    expect(navText[lang].closeMenu).toBe(common.nav.closeMenu);
  });

  it('the skip link: pages.common.skipLink', () => {
    expect(skipLinkText[lang]).toBe(common.skipLink);
    expect(sampleSkipLabels(lang).skipToContent).toBe(common.skipLink);
  });

  it('the breadcrumb trail: pages.blog.breadcrumbs', () => {
    expect(breadcrumbsLabel[lang]).toBe(catalogue(lang, 'blog').breadcrumbs);
  });
});
