import type { FeatureArea, IntroductionPage } from './feature-areas.ts';

/**
 * Well-known site paths that more than one package links to or redirects to (spec §2). Paths under a
 * language are written without it (the site's path rule adds `/{lang}` and `/m`); the others are absolute.
 */
export const MOBILE_PREFIX = '/m';

/** Pages under `/{lang}/` (and `/m/{lang}/` on phones). */
export const LANG_PAGE_PATHS = {
  home: 'index.htm',
  login: 'login.htm',
  register: 'register.htm',
  forgetPwd: 'forgetPwd.htm',
  phoneForgetPwd: 'phoneForgetPassword.htm',
  checkResult: 'check/pass/result.htm',
  notFound: 'page404.htm',
  train: 'handlerTrain.htm',
  pricing: 'goods/price.htm',
  partners: 'partners.htm',
  partnersConfig: 'partners/config.htm',
  app: 'app.htm',
  about: 'aboutUs.htm',
  privacyPolicy: 'privacyPolicy.htm',
  terms: 'terms.htm',
  thRegister: 'frontend/thRegister.htm',
  helpHome: 'leftCat/start',
} as const;

/** Pages without a language segment. */
export const ROOT_PAGE_PATHS = {
  /** The seller application behind the log-in (spec §1): where log-in and sign-up end. */
  dashboard: '/web/dashboard.htm',
  registerNext: '/registerNext.htm',
  qrCodeDownload: '/m/qrCodeDownload.htm',
  blogIndex: '/blog/index.htm',
  blogSearch: '/blog/search.htm',
} as const;

export const DASHBOARD_PATH = ROOT_PAGE_PATHS.dashboard;

/** `introduction/{name}.htm` under `/{lang}/`: the features overview (`index`) or one area's page. */
export function introductionPath(name: IntroductionPage): string {
  return `introduction/${name}.htm`;
}

/** `{area}Introduce.htm` under `/{lang}/`: the short page about one area for advertising traffic. */
export function areaIntroducePath(area: FeatureArea): string {
  return `${area}Introduce.htm`;
}

/**
 * The app's store listings (store searches for "Sellwise" until the listings' own addresses are published):
 * the app pages' buttons and the site's short `/download/…` addresses lead there.
 */
export const APP_STORE_LINKS = {
  appStore: 'https://apps.apple.com/search?term=Sellwise',
  googlePlay: 'https://play.google.com/store/search?q=Sellwise&c=apps',
} as const;
