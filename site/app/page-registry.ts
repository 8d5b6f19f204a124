import type { PageModule } from '@sellwise/pages/types';
import type { PageKey } from '../routes';

// biome-ignore lint/suspicious/noExplicitAny: each module has its own data type; the route decides which.
type AnyPage = PageModule<any>;

/**
 * Page modules by route key, loaded lazily so each page is its own chunk. Routes whose module is not
 * written yet answer the 404 page (the route table already lists them).
 */
export const PAGE_MODULES: Partial<Record<PageKey, () => Promise<AnyPage>>> = {
  home: () => import('@sellwise/pages/home/home-page').then((m) => m.homePage),
  notFound: () => import('@sellwise/pages/errors/not-found-page').then((m) => m.notFoundPage),
};

export async function loadPage(key: PageKey): Promise<{ key: PageKey; page: AnyPage }> {
  const load = PAGE_MODULES[key];
  if (load) return { key, page: await load() };
  const notFound = PAGE_MODULES.notFound;
  if (!notFound) throw new Error('the 404 page module is missing');
  return { key: 'notFound', page: await notFound() };
}
