/**
 * Typed functions for every call of spec §7, each parsing its answer with the shared contract.
 * Paths are written as in the spec's table (leading slash added where the table omits it).
 */
import * as c from '@sellwise/api/contract';
import type { z } from 'zod';
import type { Lang } from '../rules/languages';
import type { ApiClient } from './client';

type In<S extends z.ZodType> = z.input<S>;
const q = (v: object) => v as Record<string, unknown>;

export function createEndpoints(api: ApiClient) {
  return {
    beforeList: (language?: Lang) =>
      api.call(c.beforeListResponse, 'get', '/load/beforeList.json', { searchParams: { language } }),
    blogBanners: (lang: Lang) =>
      api.call(c.blogIndexResponse.shape.banners, 'get', '/api/v1/blog/getBlogBannerList.json', {
        searchParams: { lang },
      }),
    isLogin: () => api.call(c.isLoginResponse, 'get', '/api/v1/isLogin.json'),
    // Legacy v2 registration and codes (form-encoded); the v3 auth calls below are what the pages use.
    registerV2: (form: In<typeof c.registerRequest>) =>
      api.call(c.sessionResponse, 'post', '/api/v2/user/regsub.json', { form: q(form) }),
    captcha: () => api.call(c.captchaResponse, 'get', '/api/v2/genVerifyCode.json'),
    sendRegPhoneCodeV2: (query: In<typeof c.sendPhoneCodeRequest>) =>
      api.call(c.sendCodeResponse, 'get', '/api/v2/user/sendRegPhoneCode.json', { searchParams: q(query) }),
    captchaProvider: (body: In<typeof c.tencentCaptchaRequest>) =>
      api.call(c.tencentCaptchaResponse, 'post', '/api/v3/auth/encryptTencentCaptcha.json', { json: body }),
    sendEmailCode: (form: In<typeof c.sendEmailCodeRequest>) =>
      api.call(c.sendCodeResponse, 'post', '/api/v2/email/sendVerifyCode.json', { form: q(form) }),
    forgetByEmail: (form: In<typeof c.forgetByEmailRequest>) =>
      api.call(c.idResponse.partial().nullable(), 'post', '/api/v2/email/forget.json', { form: q(form) }),
    goodsPrice: (lang: Lang) => api.call(c.goodsPriceResponse, 'get', `/api/v1/${lang}/goodsPrice.json`),
    // Not in the spec's table: the partners page's directory (the reference API serves it).
    partners: (lang: Lang) => api.call(c.partnersResponse, 'get', `/api/v1/${lang}/partners.json`),
    customerServiceList: (lang?: Lang) =>
      api.call(c.csListResponse, 'get', '/api/v1/customerService/getCustomerServiceList.json', {
        searchParams: { lang },
      }),
    customerServiceQrcode: (query: In<typeof c.csQrcodeQuery>) =>
      api.call(c.csChannelSchema, 'get', '/api/v1/getNotLoginContactCustomerQrcode.json', {
        searchParams: q(query),
      }),
    changeLang: (lang: Lang) =>
      api.call(c.changeLangResponse, 'get', '/api/v1/lang/changeLang.json', { searchParams: { lang } }),
    trainingDefaultCountry: () =>
      api.call(c.defaultCountryResponse, 'get', '/api/v1/appointment/train/getNotLoggedDefaultCountry.json'),
    bookTraining: (body: In<typeof c.trainingRequest>) =>
      api.call(c.idResponse, 'post', '/api/v1/appointment/train/notLoggedAdd.json', { json: body }),
    blogIndex: (query: In<typeof c.blogIndexQuery>) =>
      api.call(c.blogIndexResponse, 'get', '/api/v1/blog/index.json', { searchParams: q(query) }),
    blogTopic: (query: In<typeof c.blogTopicQuery>) =>
      api.call(c.blogTopicResponse, 'get', '/api/v1/blog/topicsContentPage.json', { searchParams: q(query) }),
    blogMore: (query: In<typeof c.blogMoreQuery>) =>
      api.call(c.blogPage, 'get', '/api/v1/blog/showMoreBlog.json', { searchParams: q(query) }),
    blogArticle: (query: In<typeof c.blogDetailQuery>) =>
      api.call(c.blogDetailResponse, 'get', '/api/v1/blog/articleDetails.json', { searchParams: q(query) }),
    blogSearch: (query: In<typeof c.blogSearchQuery>) =>
      api.call(c.blogSearchResponse, 'get', '/api/v1/blog/search.json', { searchParams: q(query) }),
    agreement: (query: In<typeof c.agreementQuery>) =>
      api.call(c.agreementResponse, 'get', '/api/v1/agreement/getPrivacyAgreement.json', {
        searchParams: q(query),
      }),
    sendRegPhoneCode: (body: In<typeof c.sendPhoneCodeRequest>) =>
      api.call(c.sendCodeResponse, 'post', '/api/v3/auth/sendRegPhoneCode.json', { json: body }),
    register: (body: In<typeof c.registerRequest>) =>
      api.call(c.sessionResponse, 'post', '/api/v3/auth/regsub.json', { json: body }),
    login: (body: In<typeof c.loginRequest>) =>
      api.call(c.sessionResponse, 'post', '/api/v3/auth/loginsub.json', { json: body }),
    // Not in the spec's table: the sign-up's second step and log-out (see api/README.md).
    saveProfile: (body: In<typeof c.registerProfileRequest>) =>
      api.call(c.registerProfileResponse, 'post', '/api/v3/auth/registerNext.json', { json: body }),
    logout: () => api.call(c.logoutResponse, 'post', '/api/v3/auth/logout.json'),
    forgetPhoneCode: (body: In<typeof c.forgetPhoneCodeRequest>) =>
      api.call(c.sendCodeResponse, 'post', '/api/v3/auth/forgetPwdSendPoneCode.json', { json: body }),
    forgetByPhone: (body: In<typeof c.forgetByPhoneRequest>) =>
      api.call(c.idResponse.partial().nullable(), 'post', '/api/v3/auth/forgetPwdSubmit.json', {
        json: body,
      }),
    defaultPhoneCode: () => api.call(c.defaultPhoneCodeResponse, 'get', '/api/v3/auth/defaultPhoneCode.json'),
    helpIndex: (lang: Lang) => api.call(c.helpIndexResponse, 'get', `/api/v5/${lang}/index`),
    helpCategories: (lang: Lang) =>
      api.call(c.helpCategoryResponse, 'get', `/api/v5/${lang}/mobile/category`),
    helpCategoryPage: (lang: Lang, query: In<typeof c.helpCatPageQuery>) =>
      api.call(c.helpCatPageResponse, 'get', `/api/v5/${lang}/catPage`, { searchParams: q(query) }),
    helpDetail: (lang: Lang, p: In<typeof c.helpDetailParams>) =>
      api.call(
        c.helpDetailResponse,
        'get',
        p.commonErrorCategoryId === undefined
          ? `/api/v5/${lang}/detailPage/${p.cid}/${p.type}/${p.id}/${p.status}`
          : `/api/v5/${lang}/detailPage/${p.cid}/${p.type}/${p.commonErrorCategoryId}/${p.id}/${p.status}`,
      ),
    feedback: (form: In<typeof c.feedbackRequest>) =>
      api.call(c.idResponse, 'post', '/api/v5/userFeedback/editUserFeedback', { form: q(form) }),
    partnerApply: (body: In<typeof c.partnerApplicationRequest>) =>
      api.call(c.partnerApplicationResponse, 'post', '/api/v1/partners/apply.json', { json: body }),
    helpSearch: (lang: Lang, query: In<typeof c.helpSearchQuery>) =>
      api.call(c.helpSearchResponse, 'post', `/api/v5/${lang}/search/get`, { searchParams: q(query) }),
    spxData: () => api.call(c.spxDataResponse, 'get', '/api/v5/tem/logistics/spx/data.json'),
    spxEnquiry: (body: In<typeof c.spxEnquiryRequest>) =>
      api.call(c.idResponse, 'post', '/tem/logistics/spx/data.json', { json: body }),
    buildLatest: () =>
      api.call(c.buildLatestResponse, 'get', '/builds/latest.json', { searchParams: { t: Date.now() } }),
    buildMeta: (buildId: string) =>
      api.call(c.buildMetaResponse, 'get', `/builds/meta/${encodeURIComponent(buildId)}.json`),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
