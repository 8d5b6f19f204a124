/**
 * The typed client, loaded on first use: the client, the contract's schemas and the password encoder load
 * on the first call, so a page that never calls never downloads them. Its own module, because every page's
 * first script holds it (site/entry-client.tsx), and the visitor calls (visitor-api.ts) load with React.
 */
import type { Language, Routes } from '@sellwise/api/contract';
import type { ApiClient } from './client';

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
