import type {
  agreementResponse,
  CsChannel,
  goodsPriceResponse,
  partnersResponse,
} from '@sellwise/api/contract';
import type { RenderLink } from '@sellwise/design-system/sections';
import type { IntlShape } from 'react-intl';
import type { z } from 'zod';

type GoodsPriceResponse = z.infer<typeof goodsPriceResponse>;
type PartnersResponse = z.infer<typeof partnersResponse>;
type AgreementResponse = z.infer<typeof agreementResponse>;

/** Site languages and devices, as the site's rules define them (kept structural: pages do not import site/). */
export type PageLang = 'en_US' | 'in' | 'th' | 'vi' | 'zh_CN' | 'ms_MY';
export type PageDevice = 'desktop' | 'mobile';

/** Builds the localized address of a site page (language segment, /m on phones, query). */
export type HrefBuilder = (path: string, query?: Record<string, string>) => string;

export type PageProps<D = undefined> = {
  data: D;
  lang: PageLang;
  device: PageDevice;
  /** Path parameters plus the route's fixed props (e.g. `name` of a landing or introduction page). */
  params: Readonly<Record<string, string>>;
  href: HrefBuilder;
  renderLink?: RenderLink;
};

/** An API answer: code 0 with data, or a failure whose msg is a message id. */
export type ApiAnswer<T> = { code: number; msg: string; data: T | null };

/** The calls page loaders make; the site passes its typed client (the shared contract's types). */
export type PageApi = {
  goodsPrice: (lang: PageLang) => Promise<ApiAnswer<GoodsPriceResponse>>;
  partners: (lang: PageLang) => Promise<ApiAnswer<PartnersResponse>>;
  agreement: (query: {
    agreementLanguage: PageLang;
    agreementType: '1' | '2';
  }) => Promise<ApiAnswer<AgreementResponse>>;
  customerServiceList: (lang?: PageLang) => Promise<ApiAnswer<{ list: CsChannel[] }>>;
};

export type LoaderContext = {
  lang: PageLang;
  device: PageDevice;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  api: PageApi;
};

export type PageMeta = {
  title: string;
  description: string;
  /** Extra JSON-LD objects (the site adds Organization and BreadcrumbList). */
  jsonLd?: readonly object[];
  /** Crumbs after Home for the BreadcrumbList. */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** 404 and other error pages answer with their status. */
  status?: number;
  noindex?: boolean;
};

/**
 * What a page module exports (ARCHITECTURE, "Pages"): the component, the message namespaces it renders,
 * an optional loader (server only; its data is serialised into the page so hydration refetches
 * nothing) and its head meta.
 */
export type PageModule<D = undefined> = {
  Page: (props: PageProps<D>) => React.ReactNode;
  namespaces: readonly string[];
  loader?: (ctx: LoaderContext) => Promise<D>;
  meta: (ctx: { data: D; intl: IntlShape; params: Readonly<Record<string, string>> }) => PageMeta;
};
