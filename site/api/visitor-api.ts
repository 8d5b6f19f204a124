/**
 * The visitor functions' calls for the pages (pages/types.ts VisitorApi), as calls of the route table.
 * The client, the contract's schemas and the password encoder load on the first call, so a page that
 * never submits a form never downloads them.
 */
import type { Language, Routes } from '@sellwise/api/contract';
import type { AccountInput, VisitorApi } from '@sellwise/pages/types';
import { languageCookies } from '../intl/cookies';
import { readAttribution } from '../services/storage';
import type { ApiClient } from './client';
import { contentCall } from './content-call';

export type Loaded = {
  api: Pick<ApiClient, 'call'>;
  routes: Routes;
  encodePassword: (plain: string) => string;
};

/** One loader per page: the modules and the client are made once. */
export function apiLoader(baseUrl: string, lang: Language): () => Promise<Loaded> {
  let loading: Promise<Loaded> | undefined;
  return () => {
    loading ??= Promise.all([import('./client'), import('@sellwise/api/contract')]).then(
      ([{ ApiClient }, { ROUTES, encodePassword }]) => ({
        api: new ApiClient({ baseUrl, lang }),
        routes: ROUTES,
        encodePassword,
      }),
    );
    return loading;
  };
}

/** The account fields the v3 auth calls take: an e-mail, or a number with its dial code. */
function accountFields(account: AccountInput) {
  return account.kind === 'email'
    ? { account: account.email }
    : { account: account.phoneNumber, phoneAccountCode: account.phonePrefix };
}

declare global {
  interface Window {
    /** Spec §7: the sign-up conversion, defined by the advertising tag loader when consented. */
    GTAG_REGISTER?: (sourceChannelId: string, phoneNumber: string) => void;
  }
}

export function createVisitorApi(
  load: () => Promise<Loaded>,
  lang: Language,
  navigate: (href: string) => void,
): VisitorApi {
  const call = async <T>(run: (loaded: Loaded) => Promise<T>) => run(await load());
  return {
    captcha: () => call(({ api, routes }) => api.call(routes.captcha)),
    sendCode: ({ account, purpose, captchaId, picVerificationCode }) =>
      call(({ api, routes }) => {
        const captcha = { captchaId, picVerificationCode };
        if (account.kind === 'email')
          return api.call(routes.sendEmailCode, { body: { email: account.email, purpose, ...captcha } });
        const body = { phoneNumber: account.phoneNumber, phonePrefix: account.phonePrefix, ...captcha };
        return api.call(purpose === 'register' ? routes.sendRegPhoneCode : routes.forgetPhoneCode, { body });
      }),
    register: ({ account, password, verifyCode, accessCode, invitationCode }) =>
      call(({ api, routes, encodePassword }) =>
        api.call(routes.register, {
          body: {
            ...accountFields(account),
            password: encodePassword(password),
            verifyCode,
            accessCode: accessCode || undefined,
            invitationCode: invitationCode || undefined,
            sourceChannelId: readAttribution().sourceChannelId,
            lang,
          },
        }),
      ),
    saveProfile: (body) => call(({ api, routes }) => api.call(routes.saveProfile, { body })),
    login: ({ account, password, captcha }) =>
      call(({ api, routes, encodePassword }) =>
        api.call(routes.login, {
          body: { ...accountFields(account), password: encodePassword(password), ...captcha },
        }),
      ),
    logout: () => call(({ api, routes }) => api.call(routes.logout)),
    isLogin: () => call(({ api, routes }) => api.call(routes.isLogin)),
    resetPassword: ({ account, verifyCode, password }) =>
      call(({ api, routes, encodePassword }) =>
        account.kind === 'email'
          ? api.call(routes.forgetByEmail, {
              body: { email: account.email, verifyCode, password: encodePassword(password) },
            })
          : api.call(routes.forgetByPhone, {
              body: {
                phoneNumber: account.phoneNumber,
                phonePrefix: account.phonePrefix,
                verifyCode,
                password: encodePassword(password),
              },
            }),
      ),
    defaultPhoneCode: () => call(({ api, routes }) => api.call(routes.defaultPhoneCode)),
    trainingDefaultCountry: () => call(({ api, routes }) => api.call(routes.trainingDefaultCountry)),
    bookTraining: (body) => call(({ api, routes }) => api.call(routes.bookTraining, { body })),
    spxEnquiry: (body) => call(({ api, routes }) => api.call(routes.spxEnquiry, { body })),
    customerServiceList: () =>
      call(({ api, routes }) => api.call(routes.customerServiceList, { query: { lang } })),
    customerServiceQrcode: (channel) =>
      call(({ api, routes }) => api.call(routes.customerServiceQrcode, { query: { channel, lang } })),
    feedback: (input) => call(({ api, routes }) => api.call(routes.feedback, { body: { ...input, lang } })),
    partnerApply: (input) =>
      call(({ api, routes }) => api.call(routes.partnerApply, { body: { ...input, lang } })),
    attribution: () => readAttribution(),
    reportRegistration: (phoneNumber) => {
      const { sourceChannelId } = readAttribution();
      window.GTAG_REGISTER?.(sourceChannelId === undefined ? '' : String(sourceChannelId), phoneNumber);
    },
    navigate: (href) => {
      rememberLanguage(lang);
      navigate(href);
    },
    content: ((name, input) =>
      call(({ api, routes }) => contentCall(api, routes)(name, input))) as VisitorApi['content'],
  };
}

/**
 * After log-in or sign-up the visitor goes on to pages without a language segment (registerNext, the
 * dashboard), which use the stored language (spec §2): store the one they were reading in.
 */
function rememberLanguage(lang: Language) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  for (const cookie of languageCookies(lang, { secure })) document.cookie = cookie;
}
