/**
 * The visitor functions' calls for the pages (pages/types.ts VisitorApi), as calls of the route table.
 * The client, the contract's schemas and the password encoder load on the first call, so a page that
 * never submits a form never downloads them.
 */
import type { Language } from '@sellwise/api/contract';
import type { AccountInput, VisitorApi } from '@sellwise/pages/types';
import { languageCookies } from '../intl/cookies';
import { readAttribution } from '../services/storage';
import type { Loaded } from './api-loader';
import { contentCall } from './content-call';

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

/** The human checks the site is configured with (TAG_IDS `captcha` = app id, `turnstile` = site key). */
export type HumanCheckIds = { captcha?: string; turnstile?: string };

export function createVisitorApi(
  load: () => Promise<Loaded>,
  lang: Language,
  navigate: (href: string) => void,
  checks: HumanCheckIds = {},
): VisitorApi {
  const call = async <T>(run: (loaded: Loaded) => Promise<T>) => run(await load());
  const bot = botCheck(checks.turnstile, lang);
  return {
    captcha: () => call(({ api, routes }) => api.call(routes.captcha)),
    ...(checks.captcha ? { captchaService: captchaService(checks.captcha, lang, call) } : {}),
    ...(bot ? { botCheck: bot.render } : {}),
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
            ...bot?.token(),
          },
        }),
      ),
    saveProfile: (body) => call(({ api, routes }) => api.call(routes.saveProfile, { body })),
    login: ({ account, password, captcha }) =>
      call(({ api, routes, encodePassword }) =>
        api.call(routes.login, {
          body: {
            ...accountFields(account),
            password: encodePassword(password),
            ...captcha,
            ...bot?.token(),
          },
        }),
      ),
    logout: () => call(({ api, routes }) => api.call(routes.logout)),
    isLogin: () => call(({ api, routes }) => api.call(routes.isLogin)),
    resetPassword: ({ account, verifyCode, password }) =>
      call(({ api, routes, encodePassword }) =>
        account.kind === 'email'
          ? api.call(routes.forgetByEmail, {
              body: { email: account.email, verifyCode, password: encodePassword(password), ...bot?.token() },
            })
          : api.call(routes.forgetByPhone, {
              body: {
                phoneNumber: account.phoneNumber,
                phonePrefix: account.phonePrefix,
                verifyCode,
                password: encodePassword(password),
                ...bot?.token(),
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

type Call = <T>(run: (loaded: Loaded) => Promise<T>) => Promise<T>;

/**
 * The captcha service's check, then the API's one-use pass for what it gave (spec §7's
 * encryptTencentCaptcha call). Anything but a pass is `unavailable`: the form shows the picture captcha.
 */
function captchaService(
  appId: string,
  lang: Language,
  call: Call,
): NonNullable<VisitorApi['captchaService']> {
  return async () => {
    const { runCaptchaService } = await import('../services/human-checks');
    const solved = await runCaptchaService(window, appId, lang);
    if (typeof solved === 'string') return solved;
    const answer = await call(({ api, routes }) => api.call(routes.captchaProvider, { body: solved }));
    if (answer.code !== 0 || answer.data.provider !== 'service') return 'unavailable';
    return { captchaId: answer.data.captchaId, picVerificationCode: answer.data.picVerificationCode };
  };
}

/**
 * The bot-challenge widget of the forms on a page: the latest token it issued goes with the next call
 * that takes a password (`token()`), which spends it, and the widget is asked for a new one.
 */
function botCheck(siteKey: string | undefined, lang: Language) {
  if (!siteKey) return null;
  let latest: string | null = null;
  const widgets = new Set<{ reset: () => void }>();
  return {
    render: (element: HTMLElement) => {
      let widget: { remove: () => void; reset: () => void } | null = null;
      let removed = false;
      void import('../services/human-checks').then(({ renderTurnstile }) => {
        if (removed) return;
        widget = renderTurnstile(window, element, siteKey, lang, (token) => {
          latest = token;
        });
        widgets.add(widget);
      });
      return () => {
        removed = true;
        if (widget) {
          widgets.delete(widget);
          widget.remove();
        }
      };
    },
    token: () => {
      const token = latest ?? undefined;
      if (token) for (const widget of widgets) widget.reset();
      return { turnstileToken: token };
    },
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
