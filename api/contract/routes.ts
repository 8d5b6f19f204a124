/**
 * Every API call, once: method, path, inputs, answer and the errors it may give. The API registers its
 * handlers from these entries (api/src/http/route.ts), the content cache takes the `cacheable` ones, and
 * the site's client and the pages' answer types are derived from them.
 *
 * Adding an endpoint is one entry here plus its handler (`on('name', …)` in api/src/routes/); a test
 * fails while either is missing.
 */
import { z } from 'zod';
import {
  captchaResponse,
  defaultCountryResponse,
  defaultPhoneCodeResponse,
  forgetByEmailRequest,
  forgetByPhoneRequest,
  forgetPhoneCodeRequest,
  isLoginResponse,
  loginRequest,
  logoutResponse,
  registerProfileRequest,
  registerProfileResponse,
  registerRequest,
  sendCodeResponse,
  sendEmailCodeRequest,
  sendPhoneCodeRequest,
  sessionResponse,
  tencentCaptchaRequest,
  tencentCaptchaResponse,
} from './auth.ts';
import {
  blogBannerQuery,
  blogBannersResponse,
  blogDetailQuery,
  blogDetailResponse,
  blogIndexQuery,
  blogIndexResponse,
  blogMoreQuery,
  blogPage,
  blogSearchQuery,
  blogSearchResponse,
  blogTopicQuery,
  blogTopicResponse,
} from './blog.ts';
import type { ErrorName } from './errors.ts';
import {
  helpCategoryResponse,
  helpCatPageQuery,
  helpCatPageResponse,
  helpDetailParams,
  helpDetailResponse,
  helpIndexResponse,
  helpSearchQuery,
  helpSearchResponse,
} from './help.ts';
import { languageSchema } from './language-schema.ts';
import { contentIndexResponse, contentVersionResponse, searchAllQuery, searchAllResponse } from './search.ts';
import {
  agreementQuery,
  agreementResponse,
  beforeListQuery,
  beforeListResponse,
  changeLangQuery,
  changeLangResponse,
  csChannelSchema,
  csListQuery,
  csListResponse,
  csQrcodeQuery,
  feedbackRequest,
  goodsPriceResponse,
  idResponse,
  partnerApplicationRequest,
  partnerApplicationResponse,
  partnersResponse,
  spxDataResponse,
  spxEnquiryRequest,
  trainingRequest,
  trainingResponse,
} from './site.ts';
import {
  buildLatestResponse,
  buildMetaResponse,
  collectRequest,
  monitoringRequest,
  siteSwitchQuery,
  siteSwitchResponse,
} from './telemetry.ts';

export interface ApiRoute {
  method: 'get' | 'post';
  /** Hono's pattern: `:name` segments are the path parameters. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * How the site sends the body: form-encoded where the spec's table says so, else JSON. The API reads
   * either encoding for every body, as it always has.
   */
  encoding?: 'json' | 'form';
  /** The envelope's data; with `envelope: false`, the whole answer. */
  response: z.ZodType;
  /** The business errors it may answer; input, session and internal errors are implied (errorsOf). */
  errors: readonly ErrorName[];
  /** A signed-in call: without a session it answers NOT_LOGGED_IN before reading its input. */
  session?: true;
  /** Depends only on the URL and language until content is seeded again: kept by the content cache. */
  cacheable?: true;
  /** Answers in its own format instead of the envelope (errors still come in the envelope). */
  envelope?: false;
  /**
   * Guarded by the bot-challenge widget where one is configured (issue 27): its body carries
   * `turnstileToken`, which the API has verified before the handler runs, else BOT_CHECK_FAILED.
   */
  botCheck?: true;
}

const langPath = z.object({ lang: languageSchema });
const helpDetailPath = helpDetailParams.omit({ commonErrorCategoryId: true }).extend(langPath.shape);
const helpCommonErrorPath = helpDetailParams.required({ commonErrorCategoryId: true }).extend(langPath.shape);
/** The country defaults read `lang` when it is a site language and ignore it otherwise. */
const defaultsQuery = z.object({ lang: languageSchema.optional().catch(undefined) });

const SEND_ERRORS = ['CAPTCHA_INVALID', 'SEND_TOO_SOON', 'SEND_LIMIT_REACHED', 'RATE_LIMITED'] as const;
const CODE_ERRORS = ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_TOO_MANY_TRIES'] as const;
// BUSY: the password-hashing queue is full (every entry that hashes or verifies a password).
const PASSWORD_ERRORS = ['PASSWORD_UNREADABLE', 'PASSWORD_WEAK', 'BUSY'] as const;
const REGISTER_ERRORS = [...PASSWORD_ERRORS, ...CODE_ERRORS, 'PHONE_INVALID', 'ACCOUNT_EXISTS'] as const;

export const ROUTES = {
  // Sign-up, log-in and password reset (spec §7; registerNext and logout are the API's own).
  captcha: { method: 'get', path: '/api/v2/genVerifyCode.json', response: captchaResponse, errors: [] },
  sendEmailCode: {
    method: 'post',
    path: '/api/v2/email/sendVerifyCode.json',
    body: sendEmailCodeRequest,
    encoding: 'form',
    response: sendCodeResponse,
    errors: SEND_ERRORS,
  },
  sendRegPhoneCodeV2: {
    method: 'get',
    path: '/api/v2/user/sendRegPhoneCode.json',
    query: sendPhoneCodeRequest,
    response: sendCodeResponse,
    errors: [...SEND_ERRORS, 'PHONE_INVALID'],
  },
  sendRegPhoneCode: {
    method: 'post',
    path: '/api/v3/auth/sendRegPhoneCode.json',
    body: sendPhoneCodeRequest,
    response: sendCodeResponse,
    errors: [...SEND_ERRORS, 'PHONE_INVALID'],
  },
  captchaProvider: {
    method: 'post',
    path: '/api/v3/auth/encryptTencentCaptcha.json',
    body: tencentCaptchaRequest,
    response: tencentCaptchaResponse,
    errors: ['CAPTCHA_INVALID', 'CAPTCHA_REQUIRED'],
  },
  registerV2: {
    method: 'post',
    path: '/api/v2/user/regsub.json',
    body: registerRequest,
    encoding: 'form',
    botCheck: true,
    response: sessionResponse,
    errors: REGISTER_ERRORS,
  },
  register: {
    method: 'post',
    path: '/api/v3/auth/regsub.json',
    body: registerRequest,
    botCheck: true,
    response: sessionResponse,
    errors: REGISTER_ERRORS,
  },
  saveProfile: {
    method: 'post',
    path: '/api/v3/auth/registerNext.json',
    body: registerProfileRequest,
    response: registerProfileResponse,
    errors: [],
    session: true,
  },
  login: {
    method: 'post',
    path: '/api/v3/auth/loginsub.json',
    body: loginRequest,
    botCheck: true,
    response: sessionResponse,
    errors: [
      'PASSWORD_UNREADABLE',
      'PHONE_INVALID',
      'ACCOUNT_LOCKED',
      'CAPTCHA_REQUIRED',
      'CAPTCHA_INVALID',
      'LOGIN_FAILED',
      'BUSY',
    ],
  },
  isLogin: { method: 'get', path: '/api/v1/isLogin.json', response: isLoginResponse, errors: [] },
  logout: { method: 'post', path: '/api/v3/auth/logout.json', response: logoutResponse, errors: [] },
  forgetByEmail: {
    method: 'post',
    path: '/api/v2/email/forget.json',
    body: forgetByEmailRequest,
    encoding: 'form',
    botCheck: true,
    response: z.null(),
    errors: [...PASSWORD_ERRORS, ...CODE_ERRORS],
  },
  forgetPhoneCode: {
    method: 'post',
    path: '/api/v3/auth/forgetPwdSendPoneCode.json',
    body: forgetPhoneCodeRequest,
    response: sendCodeResponse,
    errors: [...SEND_ERRORS, 'PHONE_INVALID'],
  },
  forgetByPhone: {
    method: 'post',
    path: '/api/v3/auth/forgetPwdSubmit.json',
    body: forgetByPhoneRequest,
    botCheck: true,
    response: z.null(),
    errors: [...PASSWORD_ERRORS, ...CODE_ERRORS, 'PHONE_INVALID'],
  },

  // Blog.
  blogBanners: {
    method: 'get',
    path: '/api/v1/blog/getBlogBannerList.json',
    query: blogBannerQuery,
    response: blogBannersResponse,
    errors: [],
    cacheable: true,
  },
  blogIndex: {
    method: 'get',
    path: '/api/v1/blog/index.json',
    query: blogIndexQuery,
    response: blogIndexResponse,
    errors: [],
    cacheable: true,
  },
  blogTopic: {
    method: 'get',
    path: '/api/v1/blog/topicsContentPage.json',
    query: blogTopicQuery,
    response: blogTopicResponse,
    errors: ['TOPIC_NOT_FOUND'],
    cacheable: true,
  },
  blogMore: {
    method: 'get',
    path: '/api/v1/blog/showMoreBlog.json',
    query: blogMoreQuery,
    response: blogPage,
    errors: [],
    cacheable: true,
  },
  blogArticle: {
    method: 'get',
    path: '/api/v1/blog/articleDetails.json',
    query: blogDetailQuery,
    response: blogDetailResponse,
    errors: ['ARTICLE_NOT_FOUND'],
    cacheable: true,
  },
  blogSearch: {
    method: 'get',
    path: '/api/v1/blog/search.json',
    query: blogSearchQuery,
    response: blogSearchResponse,
    errors: [],
    cacheable: true,
  },
  /** The cover picture an article card links to: the SVG itself (image/svg+xml). */
  blogCover: {
    method: 'get',
    path: '/api/v1/blog/cover/:file',
    params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
    response: z.string(),
    errors: ['ARTICLE_NOT_FOUND'],
    cacheable: true,
    envelope: false,
  },

  // Help centre.
  helpIndex: {
    method: 'get',
    path: '/api/v5/:lang/index',
    params: langPath,
    response: helpIndexResponse,
    errors: [],
    cacheable: true,
  },
  helpCategories: {
    method: 'get',
    path: '/api/v5/:lang/mobile/category',
    params: langPath,
    response: helpCategoryResponse,
    errors: [],
    cacheable: true,
  },
  helpCategoryPage: {
    method: 'get',
    path: '/api/v5/:lang/catPage',
    params: langPath,
    query: helpCatPageQuery,
    response: helpCatPageResponse,
    errors: ['CATEGORY_NOT_FOUND'],
    cacheable: true,
  },
  helpDetail: {
    method: 'get',
    path: '/api/v5/:lang/detailPage/:cid/:type/:id/:status',
    params: helpDetailPath,
    response: helpDetailResponse,
    errors: ['ARTICLE_NOT_FOUND'],
    cacheable: true,
  },
  helpCommonErrorDetail: {
    method: 'get',
    path: '/api/v5/:lang/detailPage/:cid/:type/:commonErrorCategoryId/:id/:status',
    params: helpCommonErrorPath,
    response: helpDetailResponse,
    errors: ['ARTICLE_NOT_FOUND'],
    cacheable: true,
  },
  helpSearch: {
    method: 'post',
    path: '/api/v5/:lang/search/get',
    params: langPath,
    query: helpSearchQuery,
    response: helpSearchResponse,
    errors: [],
    cacheable: true,
  },

  /** Help and blog of the page's language at once, plus the best hits in other languages when it has few. */
  searchAll: {
    method: 'get',
    path: '/api/v5/:lang/search/all',
    params: langPath,
    query: searchAllQuery,
    response: searchAllResponse,
    errors: [],
    cacheable: true,
  },
  /** Every published blog article, topic, help article and category with its languages: sitemap and feeds. */
  contentIndex: {
    method: 'get',
    path: '/api/v1/content/index.json',
    response: contentIndexResponse,
    errors: [],
    cacheable: true,
  },
  /**
   * The content's version (a hash, the same in every API process on one database): the site's page cache
   * keeps a content page until it changes. Never cached: it is what caches are checked against.
   */
  contentVersion: {
    method: 'get',
    path: '/api/v1/content/version.json',
    response: contentVersionResponse,
    errors: [],
  },

  // Site data: locales, prices, partners, customer service, agreements, country defaults.
  beforeList: {
    method: 'get',
    path: '/load/beforeList.json',
    query: beforeListQuery,
    response: beforeListResponse,
    errors: [],
    cacheable: true,
  },
  changeLang: {
    method: 'get',
    path: '/api/v1/lang/changeLang.json',
    query: changeLangQuery,
    response: changeLangResponse,
    errors: [],
  },
  goodsPrice: {
    method: 'get',
    path: '/api/v1/:lang/goodsPrice.json',
    params: langPath,
    response: goodsPriceResponse,
    errors: ['NOT_FOUND'],
    cacheable: true,
  },
  partners: {
    method: 'get',
    path: '/api/v1/:lang/partners.json',
    params: langPath,
    response: partnersResponse,
    errors: [],
    cacheable: true,
  },
  customerServiceList: {
    method: 'get',
    path: '/api/v1/customerService/getCustomerServiceList.json',
    query: csListQuery,
    response: csListResponse,
    errors: [],
    cacheable: true,
  },
  customerServiceQrcode: {
    method: 'get',
    path: '/api/v1/getNotLoginContactCustomerQrcode.json',
    query: csQrcodeQuery,
    response: csChannelSchema,
    errors: ['CHANNEL_NOT_FOUND'],
    cacheable: true,
  },
  agreement: {
    method: 'get',
    path: '/api/v1/agreement/getPrivacyAgreement.json',
    query: agreementQuery,
    response: agreementResponse,
    errors: ['AGREEMENT_NOT_FOUND'],
    cacheable: true,
  },
  defaultPhoneCode: {
    method: 'get',
    path: '/api/v3/auth/defaultPhoneCode.json',
    query: defaultsQuery,
    response: defaultPhoneCodeResponse,
    errors: ['NOT_FOUND'],
    cacheable: true,
  },
  trainingDefaultCountry: {
    method: 'get',
    path: '/api/v1/appointment/train/getNotLoggedDefaultCountry.json',
    query: defaultsQuery,
    response: defaultCountryResponse,
    errors: ['NOT_FOUND'],
    cacheable: true,
  },

  // Visitor forms.
  bookTraining: {
    method: 'post',
    path: '/api/v1/appointment/train/notLoggedAdd.json',
    body: trainingRequest,
    response: trainingResponse,
    errors: ['PHONE_INVALID'],
  },
  feedback: {
    method: 'post',
    path: '/api/v5/userFeedback/editUserFeedback',
    body: feedbackRequest,
    encoding: 'form',
    response: idResponse,
    errors: [],
  },
  spxData: {
    method: 'get',
    path: '/api/v5/tem/logistics/spx/data.json',
    response: spxDataResponse,
    errors: [],
  },
  spxEnquiry: {
    method: 'post',
    path: '/tem/logistics/spx/data.json',
    body: spxEnquiryRequest,
    response: idResponse,
    errors: ['PHONE_INVALID'],
  },
  partnerApply: {
    method: 'post',
    path: '/api/v1/partners/apply.json',
    body: partnerApplicationRequest,
    response: partnerApplicationResponse,
    errors: ['RATE_LIMITED'],
  },

  // Client services. The analytics collector (/api/report.json, /api/batch-report.json) is not here:
  // it answers every outcome, errors included, in Amplitude's format (api/src/routes/telemetry.ts).
  collect: { method: 'post', path: '/api/collect', body: collectRequest, response: z.null(), errors: [] },
  monitoring: {
    method: 'post',
    path: '/api/monitoring',
    body: monitoringRequest,
    response: idResponse,
    errors: [],
  },
  buildLatest: {
    method: 'get',
    path: '/builds/latest.json',
    response: buildLatestResponse,
    errors: [],
    envelope: false,
  },
  buildMeta: {
    method: 'get',
    path: '/builds/meta/:file',
    params: z.object({ file: z.string().regex(/^[\w-]{1,64}\.json$/) }),
    response: buildMetaResponse,
    errors: ['BUILD_NOT_FOUND'],
    envelope: false,
  },
  siteSwitch: { method: 'get', path: '/v', query: siteSwitchQuery, response: siteSwitchResponse, errors: [] },
} as const satisfies Record<string, ApiRoute>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
/** The entries answering in the envelope: what the site's client calls. */
export type EnvelopeRouteName = {
  [N in RouteName]: Routes[N] extends { envelope: false } ? never : N;
}[RouteName];
/** What a call answers on success (the envelope's data). */
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>;

type Part<K extends string, S> = S extends z.ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: `{}` is "no required fields" here
    {} extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };
type Field<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S } ? S : undefined;
/** What a caller sends: path parameters, query and body, each as its schema takes it. */
export type RouteInput<R extends ApiRoute> = Part<'params', Field<R, 'params'>> &
  Part<'query', Field<R, 'query'>> &
  Part<'body', Field<R, 'body'>>;

/** Every error an entry may answer: its own, those of its inputs and session, and INTERNAL. */
export function errorsOf(route: ApiRoute): ReadonlySet<ErrorName> {
  const names = new Set<ErrorName>(['INTERNAL', 'PAYLOAD_TOO_LARGE', ...route.errors]);
  // Every state-changing call refuses other sites' pages and is limited per client address.
  if (route.method !== 'get') names.add('CROSS_SITE').add('RATE_LIMITED');
  if (route.params || route.query || route.body) names.add('VALIDATION').add('UNKNOWN_LANGUAGE');
  if (route.body) names.add('MALFORMED_JSON').add('UNSUPPORTED_MEDIA_TYPE');
  if (route.session) names.add('NOT_LOGGED_IN');
  if (route.botCheck) names.add('BOT_CHECK_FAILED');
  return names;
}

/** The path of a call: each `:name` replaced by its parameter, encoded. */
/** The `:file` of an article's cover (ROUTES.blogCover). */
export const blogCoverFile = (articleId: number) => `${articleId}.svg`;

export function buildPath(pattern: string, params: Readonly<Record<string, unknown>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${pattern}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
