import { LANGUAGES, type Language } from '@sellwise/api/contract/languages';
import type { PageModule } from '@sellwise/pages/types';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { configFromEnv, publicConfig } from '../config';
import { getIntl } from '../intl/server-intl';
import { App, type PageState } from './app';

const page: PageModule = {
  Page: () => <p>Body</p>,
  namespaces: ['pages.common'],
  meta: () => ({ title: '', description: '' }),
};

/** The site's frame around a page, as the server renders it, with the signed-in account `account`. */
async function renderApp(lang: Language, account?: string) {
  const intl = await getIntl(lang);
  const state: PageState = {
    lang,
    mobile: false,
    path: `/${lang}/index.htm`,
    page: 'home',
    layout: 'default',
    params: {},
    data: null,
    messages: {},
    config: publicConfig(configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'test')),
    ...(account ? { account } : {}),
  };
  const message = (id: string) => intl.formatMessage({ id });
  return { html: renderToString(<App state={state} page={page} intl={intl} />), message };
}

const htmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGUAGES)(
  'the site frame in %s names its landmarks and the account in the page language',
  (lang) => {
    it('the skip links’ landmark: pages.common.skipLinksLabel', async () => {
      const { html, message } = await renderApp(lang);
      const name = message('pages.common.skipLinksLabel');
      expect(name).not.toBe('pages.common.skipLinksLabel');
      expect(html).toContain(`<nav aria-label="${htmlText(name)}" data-slot="skip-links">`);
    });

    it('the header’s “signed in as” before the store name: pages.common.nav.account', async () => {
      const { html, message } = await renderApp(lang, 'Nok Boutique');
      const label = message('pages.common.nav.account');
      expect(label).not.toBe('pages.common.nav.account');
      expect(html).toMatch(
        new RegExp(
          `<span class="sr-only">${literal(htmlText(label))}(<!-- -->)? </span><span[^>]*>Nok Boutique</span>`,
        ),
      );
    });
  },
);
