import type { PageModule } from '@sellwise/pages/types';
import type { PageKey } from '../routes';

// biome-ignore lint/suspicious/noExplicitAny: each module has its own data type; the route decides which.
type AnyPage = PageModule<any>;

/**
 * Page modules by route key, loaded lazily so each page is its own chunk. Routes whose module is not
 * written yet (log-in and sign-up, blog, help, training, dashboard) answer the 404 page until their
 * issue lands; the route table already lists them.
 */
export const PAGE_MODULES: Partial<Record<PageKey, () => Promise<AnyPage>>> = {
  home: () => import('@sellwise/pages/home/home-page').then((m) => m.homePage),
  notFound: () => import('@sellwise/pages/errors/not-found-page').then((m) => m.notFoundPage),
  introduction: () =>
    import('@sellwise/pages/introduction/introduction-page').then((m) => m.introductionPage),
  productIntroduce: () =>
    import('@sellwise/pages/introduction/product-introduce-page').then((m) => m.productIntroducePage),
  landing: () => import('@sellwise/pages/landing/landing-page').then((m) => m.landingPage),
  staticRg: () => import('@sellwise/pages/landing/landing-page').then((m) => m.staticRgPage),
  thRegister: () => import('@sellwise/pages/landing/th-register-page').then((m) => m.thRegisterPage),
  register: () => import('@sellwise/pages/auth/register/register-page').then((m) => m.registerPage),
  registerNext: () =>
    import('@sellwise/pages/auth/register-next/register-next-page').then((m) => m.registerNextPage),
  spxStatic: () => import('@sellwise/pages/landing/landing-page').then((m) => m.spxStaticPage),
  about: () => import('@sellwise/pages/about/about-page').then((m) => m.aboutPage),
  app: () => import('@sellwise/pages/app/app-page').then((m) => m.appPage),
  qrCodeDownload: () => import('@sellwise/pages/app/qr-code-download-page').then((m) => m.qrCodeDownloadPage),
  partners: () => import('@sellwise/pages/partners/partners-page').then((m) => m.partnersPage),
  partnersConfig: () =>
    import('@sellwise/pages/partners/partners-config-page').then((m) => m.partnersConfigPage),
  pricing: () => import('@sellwise/pages/pricing/pricing-page').then((m) => m.pricingPage),
  privacyPolicy: () => import('@sellwise/pages/legal/legal-page').then((m) => m.privacyPolicyPage),
  terms: () => import('@sellwise/pages/legal/legal-page').then((m) => m.termsPage),
  train: () => import('@sellwise/pages/train/train-page').then((m) => m.trainPage),
  forgetPwd: () => import('@sellwise/pages/auth/reset/reset-page').then((m) => m.forgetPwdPage),
  phoneForgetPwd: () => import('@sellwise/pages/auth/reset/reset-page').then((m) => m.phoneForgetPwdPage),
  login: () => import('@sellwise/pages/auth/login/login-page').then((m) => m.loginPage),
  checkResult: () =>
    import('@sellwise/pages/auth/check-result/check-result-page').then((m) => m.checkResultPage),
  dashboard: () => import('@sellwise/pages/auth/dashboard/dashboard-page').then((m) => m.dashboardPage),
  helpCategory: () => import('@sellwise/pages/help/help-category-page').then((m) => m.helpCategoryPage),
  helpDetail: () => import('@sellwise/pages/help/help-detail-page').then((m) => m.helpDetailPage),
  blogIndex: () => import('@sellwise/pages/blog/blog-index-page').then((m) => m.blogIndexPage),
  blogArticle: () => import('@sellwise/pages/blog/blog-article-page').then((m) => m.blogArticlePage),
  blogSearch: () => import('@sellwise/pages/blog/blog-search-page').then((m) => m.blogSearchPage),
  blogTopic: () => import('@sellwise/pages/blog/blog-topic-page').then((m) => m.blogTopicPage),
};

const loaded = new Map<PageKey, Promise<{ key: PageKey; page: AnyPage }>>();

/**
 * The page module of a route key (the 404 page for a key without one). Kept once loaded: a dynamic
 * `import()` of a loaded module still walks the module loader (and any loader hooks) on every call.
 */
export function loadPage(key: PageKey): Promise<{ key: PageKey; page: AnyPage }> {
  let pending = loaded.get(key);
  if (!pending) {
    pending = importPage(key);
    // At most one entry per route key; a failed import is tried again on the next request.
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

async function importPage(key: PageKey): Promise<{ key: PageKey; page: AnyPage }> {
  const load = PAGE_MODULES[key];
  if (load) return { key, page: await load() };
  const notFound = PAGE_MODULES.notFound;
  if (!notFound) throw new Error('the 404 page module is missing');
  return { key: 'notFound', page: await notFound() };
}
