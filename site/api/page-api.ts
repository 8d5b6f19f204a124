import { blogCoverFile, ROUTES } from '@sellwise/api/contract';
import type { PageApi } from '@sellwise/pages/types';
import type { ApiClient } from './client';
import { contentCall } from './content-call';

/** The calls page loaders make (pages/types.ts PageApi), as calls of the route table. */
export function createPageApi(api: Pick<ApiClient, 'call' | 'file'>): PageApi {
  return {
    content: contentCall(api, ROUTES),
    goodsPrice: (lang) => api.call(ROUTES.goodsPrice, { params: { lang } }),
    partners: (lang) => api.call(ROUTES.partners, { params: { lang } }),
    agreement: (query) => api.call(ROUTES.agreement, { query }),
    customerServiceList: (lang) => api.call(ROUTES.customerServiceList, { query: { lang } }),
    spxData: () => api.call(ROUTES.spxData),
    isLogin: () => api.call(ROUTES.isLogin),
    blogCover: (articleId) => api.file(ROUTES.blogCover, { params: { file: blogCoverFile(articleId) } }),
  };
}
