import { LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import { Layout } from '@sellwise/design-system/layouts';
import { ContactLauncher } from '@sellwise/pages/contact/contact-launcher';
import { SiteSearch } from '@sellwise/pages/search/site-search';
import type { PageModule } from '@sellwise/pages/types';
import { VisitorApiContext } from '@sellwise/pages/visitor/visitor-api';
import { useMemo } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { apiLoader } from '../api/api-loader';
import { createVisitorApi } from '../api/visitor-api';
import type { PublicConfig } from '../config';
import { localePath } from '../rules/paths';
import { layoutFor } from './layouts';
import { navigateLater } from './navigate-later';
import { searchFeatures, siteChrome } from './site-chrome';

/** What the server hands the browser (serialised into the page) so hydration refetches nothing. */
export type PageState = {
  lang: Language;
  mobile: boolean;
  /** Path and query of the page. */
  path: string;
  page: string;
  layout: string;
  params: Record<string, string>;
  data: unknown;
  messages: Record<string, string>;
  config: PublicConfig;
  account?: string;
  /** PageModule.hydrate of the page; absent: on the visitor's first intent. */
  hydrate?: 'load';
};

const logo = <img src="/logo.svg" alt="Sellwise" width={132} height={32} className="h-8 w-auto" />;
const logoInverse = (
  <img src="/logo-inverse.svg" alt="Sellwise" width={132} height={32} className="h-8 w-auto" />
);

/**
 * Copy every page ships besides its own: the contact and search dialogs' (their code loads on the first
 * click, but their messages must arrive precompiled with the page, since the browser carries no ICU parser).
 */
export const SITE_WIDE_NAMESPACES = ['pages.contact', 'pages.search', 'validation'] as const;

/**
 * Copy the hydrated chrome (header, footer, prompts) shows on every page: always shipped, even when a page's
 * static section uses the same id (a CTA's "Start free trial" is also the header's button).
 */
export const CHROME_NAMESPACES = ['pages.common', ...SITE_WIDE_NAMESPACES] as const;

// biome-ignore lint/suspicious/noExplicitAny: the route decides the page's data type.
export function App({ state, page, intl }: { state: PageState; page: PageModule<any>; intl: IntlShape }) {
  const { lang, mobile, path, params, data, layout } = state;
  const frame = layoutFor(layout);
  const { nav, footer } = siteChrome({ intl, lang, mobile, path, account: state.account });
  const href = (p: string, query?: Record<string, string>) => {
    const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
    return localePath(`${p}${search}`, { lang, mobile });
  };
  // Called from event handlers only (never while rendering), so the server can hold one too.
  // The header search matches the query against the feature menu the header already shows.
  const search = <SiteSearch lang={lang} features={searchFeatures(nav)} href={href} />;
  const visitorApi = useMemo(
    () =>
      createVisitorApi(apiLoader(state.config.apiBaseUrl, lang), lang, (to) => void navigateLater(to), {
        captcha: state.config.tagIds.captcha,
        turnstile: state.config.tagIds.turnstile,
      }),
    [state.config.apiBaseUrl, state.config.tagIds, lang],
  );
  return (
    <RawIntlProvider value={intl}>
      <VisitorApiContext value={visitorApi}>
        <Layout
          {...frame}
          device={frame.device ?? (mobile ? 'mobile' : 'desktop')}
          lang={LANGUAGE_TAGS[lang]}
          nav={{ ...nav, logo, search }}
          footer={{ ...footer, logo: logoInverse }}
          labels={{
            skipToContent: intl.formatMessage({ id: 'pages.common.skipLink' }),
            skipLinks: intl.formatMessage({ id: 'pages.common.skipLinksLabel' }),
          }}
          contact={(placement) => <ContactLauncher placement={placement} />}
        >
          <page.Page
            data={data}
            lang={lang}
            device={mobile ? 'mobile' : 'desktop'}
            params={params}
            href={href}
          />
        </Layout>
      </VisitorApiContext>
    </RawIntlProvider>
  );
}
