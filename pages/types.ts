import type {
  ApiAnswer,
  CsChannel,
  EnvelopeRouteName,
  FEEDBACK_TYPES,
  Language,
  PartnerApplicationRequest,
  RegisterProfileRequest,
  ResponseOf,
  RouteInput,
  RouteName,
  Routes,
  SpxEnquiryRequest,
  TrainingRequest,
} from '@sellwise/api/contract';
import type { IntlShape } from 'react-intl';

/** The page's language: the contract's Language (api/contract/languages.ts), under the pages' name. */
export type PageLang = Language;
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
};

/** An API answer: code 0 with data, or a typed failure whose msg is a message id (the contract's). */
export type { ApiAnswer, ApiFailure, ApiFailureMsg } from '@sellwise/api/contract';

/** The answer of a route table entry, as the site's client gives it. */
type Answer<N extends RouteName> = Promise<ApiAnswer<ResponseOf<N>>>;

/**
 * The content calls (blog, help centre, search, content index): route table entries named `blog…`,
 * `help…`, `search…` or `content…`, called by name with the entry's own input.
 */
export type ContentRouteName = Extract<
  EnvelopeRouteName,
  `blog${string}` | `help${string}` | `search${string}` | `content${string}`
>;
export type ContentCall = <N extends ContentRouteName>(name: N, input: RouteInput<Routes[N]>) => Answer<N>;

/** The calls page loaders make; the site passes its typed client (answers as the route table says). */
export type PageApi = {
  /** Blog and help content (server side, in loaders). */
  content: ContentCall;
  goodsPrice: (lang: PageLang) => Answer<'goodsPrice'>;
  partners: (lang: PageLang) => Answer<'partners'>;
  agreement: (query: { agreementLanguage: PageLang; agreementType: '1' | '2' }) => Answer<'agreement'>;
  customerServiceList: (lang?: PageLang) => Answer<'customerServiceList'>;
  /** The SPX page's regions and enquiry count; optional on the same terms as isLogin below. */
  spxData?: () => Answer<'spxData'>;
  /**
   * Whether the visitor is signed in (the server forwards their cookies). The site always provides it;
   * optional so loader tests of pages that never ask need not stub it.
   */
  isLogin?: () => Answer<'isLogin'>;
  /**
   * An article's cover picture (SVG text), or undefined when it has none or the API cannot say: the page
   * puts the first screen's cover into its HTML, so the largest paint needs no request of its own.
   */
  blogCover?: (articleId: number) => Promise<string | undefined>;
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
  /**
   * Answer 302 to this address instead of the page (e.g. the dashboard without a session).
   * `forgetLogin`: the login-token marker has no session behind it; the server clears it, so the
   * log-in page's rule does not send the visitor straight back. `permanent`: 301 (a canonical address,
   * e.g. a blog article's slug), else 302.
   */
  redirect?: { location: string; forgetLogin?: boolean; permanent?: boolean };
  /** The signed-in account the page knows of: the site header shows it instead of "Log in". */
  account?: string;
  /** The page's own picture for Open Graph (a site path or an absolute URL); else the site's. */
  image?: string;
  /** An article: Open Graph says `og:type=article` with its publication date, author and section. */
  article?: { publishedTime: string; author?: string; section?: string };
  /** Feeds of the page (`<link rel="alternate" type="application/atom+xml">`), e.g. the blog's. */
  feeds?: readonly { href: string; title: string }[];
};

/**
 * What a page module exports (ARCHITECTURE, "Pages"): the component, the message namespaces it renders,
 * an optional loader (server only; its data is serialised into the page so hydration refetches
 * nothing) and its head meta.
 */
export type PageModule<D = undefined> = {
  Page: (props: PageProps<D>) => React.ReactNode;
  namespaces: readonly string[];
  /** When one module serves several pages (the landing pages): the namespaces of the page at hand. */
  namespacesFor?: (params: Readonly<Record<string, string>>) => readonly string[];
  loader?: (ctx: LoaderContext) => Promise<D>;
  /**
   * Message ids of its namespaces the page needs only on the server (head meta, texts of sections that
   * never hydrate), or whole namespaces (their ids all): the site leaves them out of what it ships.
   */
  serverOnlyMessages?: (params: Readonly<Record<string, string>>) => ReadonlySet<string>;
  meta: (ctx: { data: D; intl: IntlShape; params: Readonly<Record<string, string>> }) => PageMeta;
  /**
   * When the browser hydrates the page. By default on the visitor's first intent (a pointer over the page,
   * a touch, a key, a focus): the server's HTML is the whole page until then. `load`: right after the first
   * paint, for a page whose content is finished in the browser (the 404 page's address, the app page's
   * store order).
   */
  hydrate?: 'load' | 'intent';
  /**
   * What of the loader's data the browser needs to hydrate (the site serialises this into the page instead
   * of all of it): a content page leaves out the article it has just rendered as HTML.
   */
  browserData?: (data: D) => unknown;
};

/** How a visitor names their account: an e-mail address, or a phone number with its dial code. */
export type AccountInput =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phonePrefix: string; phoneNumber: string };

export type CaptchaAnswer = { captchaId: string; picVerificationCode: string };

/**
 * The visitor functions' calls, made from the browser (never during render). Passwords go in as typed:
 * the site encodes them with the contract's `encodePassword` before sending, so pages never hold the
 * encoded form. Stories pass fixtures with the same shape.
 */
export type VisitorApi = {
  captcha: () => Answer<'captcha'>;
  /**
   * The captcha service, where the site is configured with one (issue 27): its check in the browser, then
   * the API's pass for what it gave. `cancelled`: the visitor closed it; `unavailable`: its script did not
   * load in time, it failed, or the API has no service — the picture captcha then.
   */
  captchaService?: () => Promise<CaptchaAnswer | 'cancelled' | 'unavailable'>;
  /**
   * The bot-challenge widget, where configured: renders into `element` and returns its removal. Its token
   * goes with the next call that takes a password by itself, and a new one is fetched after each.
   */
  botCheck?: (element: HTMLElement) => () => void;
  sendCode: (
    input: { account: AccountInput; purpose: 'register' | 'forget' } & CaptchaAnswer,
  ) => Answer<'sendEmailCode' | 'sendRegPhoneCode' | 'forgetPhoneCode'>;
  register: (input: {
    account: AccountInput;
    password: string;
    verifyCode: string;
    accessCode?: string;
    invitationCode?: string;
  }) => Answer<'register'>;
  saveProfile: (input: RegisterProfileRequest) => Answer<'saveProfile'>;
  login: (input: { account: AccountInput; password: string; captcha?: CaptchaAnswer }) => Answer<'login'>;
  logout: () => Answer<'logout'>;
  isLogin: () => Answer<'isLogin'>;
  resetPassword: (input: {
    account: AccountInput;
    verifyCode: string;
    password: string;
  }) => Answer<'forgetByEmail' | 'forgetByPhone'>;
  defaultPhoneCode: () => Answer<'defaultPhoneCode'>;
  trainingDefaultCountry: () => Answer<'trainingDefaultCountry'>;
  bookTraining: (input: TrainingRequest) => Answer<'bookTraining'>;
  /** The SPX page's rates enquiry. */
  spxEnquiry: (input: SpxEnquiryRequest) => Answer<'spxEnquiry'>;
  customerServiceList: () => Answer<'customerServiceList'>;
  /** One channel with the QR code to scan, from the not-signed-in QR call (spec §6, §7). */
  customerServiceQrcode: (channel: CsChannel['channel']) => Answer<'customerServiceQrcode'>;
  feedback: (input: {
    content: string;
    type: (typeof FEEDBACK_TYPES)[number];
    contact?: string;
    pageUrl?: string;
  }) => Answer<'feedback'>;
  /** partners/config.htm: the partner application; the answer repeats the (normalised) address. */
  partnerApply: (input: PartnerApplicationRequest) => Answer<'partnerApply'>;
  /** Stored attribution (spec §3): the affiliate id becomes the invitation code. */
  attribution: () => { affid?: string; sourceChannelId?: number };
  /** The sign-up conversion (spec §7): window.GTAG_REGISTER(sourceChannelId, phone_number), once. */
  reportRegistration: (phoneNumber: string) => void;
  /** Full navigation (after log-in, sign-up, log-out). */
  navigate: (href: string) => void;
  /** Blog and help content from the browser ("show more", search suggestions). */
  content: ContentCall;
};
