/**
 * Accessible names the stories pass that the site also passes: the sample text words them as the site's
 * catalogues do, in every language, so a story names things as a visitor's screen reader will hear them.
 */
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { describe, expect, it } from 'vitest';
import { navText, sampleNav, sampleSkipLabels } from './layouts-samples';
import { breadcrumbsLabel, skipLinkText } from './primitives-samples';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/pages/common.json', {
  eager: true,
  import: 'default',
});

type Common = {
  skipLink: string;
  skipLinksLabel: string;
  breadcrumbs: string;
  nav: Record<string, string>;
};

function common(lang: string): Common {
  const messages = catalogues[`../../locales/${lang}/pages/common.json`];
  if (!messages) throw new Error(`no catalogue locales/${lang}/pages/common.json`);
  return messages as Common;
}

describe.each(LANGUAGES)('%s', (lang) => {
  const messages = common(lang);

  it('the phone menu button and the drawer close button: pages.common.nav.openMenu / closeMenu', () => {
    expect(navText[lang].openMenu).toBe(messages.nav.openMenu);
    expect(navText[lang].closeMenu).toBe(messages.nav.closeMenu);
  });

  it('the header landmark and the logged-in account: pages.common.nav.mainLabel / account', () => {
    expect(navText[lang].navigation).toBe(messages.nav.mainLabel);
    expect(sampleNav(lang, { loggedIn: true }).labels).toMatchObject({
      navigation: messages.nav.mainLabel,
      account: messages.nav.account,
    });
  });

  it('the skip link and its landmark: pages.common.skipLink / skipLinksLabel', () => {
    expect(skipLinkText[lang]).toBe(messages.skipLink);
    expect(sampleSkipLabels(lang)).toEqual({
      skipToContent: messages.skipLink,
      skipLinks: messages.skipLinksLabel,
    });
  });

  it('the breadcrumb trail: pages.common.breadcrumbs', () => {
    expect(breadcrumbsLabel[lang]).toBe(messages.breadcrumbs);
  });
});
