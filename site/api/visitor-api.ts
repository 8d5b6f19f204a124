/**
 * The visitor functions' calls for the pages (pages/types.ts VisitorApi), on the typed endpoints.
 * The client, the contract's schemas and the password encoder load on the first call, so a page that
 * never submits a form never downloads them.
 */
import type { AccountInput, VisitorApi } from '@sellwise/pages/types';
import { languageCookies } from '../intl/cookies';
import type { Lang } from '../rules/languages';
import { readAttribution } from '../services/storage';
import type { Endpoints } from './endpoints';

type Loaded = { endpoints: Endpoints; encodePassword: (plain: string) => string };

/** One loader per page: the modules and the client are made once. */
export function endpointsLoader(baseUrl: string, lang: Lang): () => Promise<Loaded> {
  let loading: Promise<Loaded> | undefined;
  return () => {
    loading ??= Promise.all([
      import('./client'),
      import('./endpoints'),
      import('@sellwise/api/contract'),
    ]).then(([{ ApiClient }, { createEndpoints }, { encodePassword }]) => ({
      endpoints: createEndpoints(new ApiClient({ baseUrl, lang })),
      encodePassword,
    }));
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
  lang: Lang,
  navigate: (href: string) => void,
): VisitorApi {
  const call = async <T>(run: (loaded: Loaded) => Promise<T>) => run(await load());
  return {
    captcha: () => call(({ endpoints }) => endpoints.captcha()),
    sendCode: ({ account, purpose, captchaId, picVerificationCode }) =>
      call(({ endpoints }) => {
        const captcha = { captchaId, picVerificationCode };
        if (account.kind === 'email')
          return endpoints.sendEmailCode({ email: account.email, purpose, ...captcha });
        const phone = { phoneNumber: account.phoneNumber, phonePrefix: account.phonePrefix, ...captcha };
        return purpose === 'register' ? endpoints.sendRegPhoneCode(phone) : endpoints.forgetPhoneCode(phone);
      }),
    register: ({ account, password, verifyCode, accessCode, invitationCode }) =>
      call(({ endpoints, encodePassword }) =>
        endpoints.register({
          ...accountFields(account),
          password: encodePassword(password),
          verifyCode,
          accessCode: accessCode || undefined,
          invitationCode: invitationCode || undefined,
          sourceChannelId: readAttribution().sourceChannelId,
          lang,
        }),
      ),
    saveProfile: (input) => call(({ endpoints }) => endpoints.saveProfile(input)),
    login: ({ account, password, captcha }) =>
      call(({ endpoints, encodePassword }) =>
        endpoints.login({ ...accountFields(account), password: encodePassword(password), ...captcha }),
      ),
    logout: () => call(({ endpoints }) => endpoints.logout()),
    isLogin: () => call(({ endpoints }) => endpoints.isLogin()),
    resetPassword: ({ account, verifyCode, password }) =>
      call(({ endpoints, encodePassword }) =>
        account.kind === 'email'
          ? endpoints.forgetByEmail({ email: account.email, verifyCode, password: encodePassword(password) })
          : endpoints.forgetByPhone({
              phoneNumber: account.phoneNumber,
              phonePrefix: account.phonePrefix,
              verifyCode,
              password: encodePassword(password),
            }),
      ),
    defaultPhoneCode: () => call(({ endpoints }) => endpoints.defaultPhoneCode()),
    trainingDefaultCountry: () => call(({ endpoints }) => endpoints.trainingDefaultCountry()),
    bookTraining: (input) => call(({ endpoints }) => endpoints.bookTraining(input)),
    customerServiceList: () => call(({ endpoints }) => endpoints.customerServiceList(lang)),
    feedback: (input) => call(({ endpoints }) => endpoints.feedback({ ...input, lang })),
    partnerApply: (input) => call(({ endpoints }) => endpoints.partnerApply({ ...input, lang })),
    attribution: () => readAttribution(),
    reportRegistration: (phoneNumber) => {
      const { sourceChannelId } = readAttribution();
      window.GTAG_REGISTER?.(sourceChannelId === undefined ? '' : String(sourceChannelId), phoneNumber);
    },
    navigate: (href) => {
      rememberLanguage(lang);
      navigate(href);
    },
  };
}

/**
 * After log-in or sign-up the visitor goes on to pages without a language segment (registerNext, the
 * dashboard), which use the stored language (spec §2): store the one they were reading in.
 */
function rememberLanguage(lang: Lang) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  for (const cookie of languageCookies(lang, { secure })) document.cookie = cookie;
}
