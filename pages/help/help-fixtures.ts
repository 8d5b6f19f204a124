import type {
  HelpCard,
  HelpCategoryNode,
  HelpCatPageResponse,
  HelpDetailResponse,
  HelpIndexResponse,
  HelpSearchHit,
  HelpSearchResponse,
} from '@sellwise/api/contract/help';
import type { SearchAllResponse } from '@sellwise/api/contract/search';
import { contactChannelsFixture } from '../contact/contact-fixtures';
import { ok } from '../stories-support/visitor-fixtures';
import type { ApiAnswer, ContentCall, LoaderContext, PageApi, PageLang } from '../types';

const node = (
  id: number,
  parentId: number | null,
  name: string,
  icon: string,
  articleCount: number,
  children: HelpCategoryNode[] = [],
): HelpCategoryNode => ({
  id,
  parentId,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  icon,
  order: id,
  name,
  articleCount,
  children,
});

/** The seeded category tree (content/help/categories.json), in English, with article counts. */
export const categoryFixture: HelpCategoryNode[] = [
  node(1, null, 'Getting started', 'rocket', 10, [
    node(11, 1, 'Account and stores', 'user', 6),
    node(12, 1, 'Connecting marketplaces', 'plug', 4),
  ]),
  node(2, null, 'Products', 'package', 4),
  node(3, null, 'Orders', 'shopping-cart', 5, [node(31, 3, 'Shipping and logistics', 'truck', 2)]),
  node(4, null, 'Inventory', 'warehouse', 3),
  node(5, null, 'Marketing', 'megaphone', 0),
  node(9, null, 'Troubleshooting', 'life-buoy', 4),
];

const card = (
  id: number,
  categoryId: number,
  title: string,
  summary: string,
  extra: Partial<HelpCard> = {},
): HelpCard => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  categoryId,
  type: 1,
  status: 1,
  commonErrorCategoryId: null,
  title,
  summary,
  updatedAt: '2026-11-18',
  videoDuration: null,
  ...extra,
});

export const cards = {
  printLabels: card(
    1016,
    31,
    'Video: print shipping labels and pick lists in one go',
    'Set up a thermal or A4 printer, print labels from several marketplaces together with a pick list.',
    { type: 2, videoDuration: '5:24' },
  ),
  batchOrders: card(
    1015,
    3,
    'Process orders in batches',
    'Confirm, pack and ship many orders at once across Shopee, Lazada and TikTok Shop.',
  ),
  shippingProviders: card(
    1018,
    31,
    'Shipping providers by country',
    'Which couriers Sellwise supports in Thailand, Vietnam, Indonesia and Malaysia.',
    { updatedAt: '2026-10-02' },
  ),
  returns: card(
    1017,
    3,
    'Cancellations and returns',
    'Handle cancellation requests and returned parcels without losing stock.',
  ),
  cod: card(1019, 3, 'Cash on delivery orders', 'How COD orders are confirmed, shipped and settled.'),
  importFailed: card(
    1037,
    9,
    'Error: product import failed (image too large, category mismatch and more)',
    'What the reasons in Crawl import and publish records mean, and how to fix each one.',
    { commonErrorCategoryId: 9, updatedAt: '2026-10-23' },
  ),
  stuckToShip: card(
    1038,
    9,
    'Error: order stuck in “To ship”',
    'Why an order stays in To ship and how to release it.',
    { commonErrorCategoryId: 9 },
  ),
  connectShopee: card(
    1007,
    12,
    'Connect your Shopee store',
    'Authorise Sellwise in Shopee Seller Centre in a few clicks.',
  ),
  importCrawl: card(
    1029,
    2,
    'Video: import products with Crawl',
    'Copy listings from 1688, Taobao or another shop.',
    { type: 2, videoDuration: '3:10' },
  ),
} satisfies Record<string, HelpCard>;

export const helpIndexFixture: HelpIndexResponse = {
  categories: categoryFixture,
  latest: [cards.printLabels, cards.importFailed, cards.batchOrders, cards.connectShopee],
  videos: [cards.printLabels, cards.importCrawl],
  commonErrors: [cards.importFailed, cards.stuckToShip],
};

export function catPageFixture(
  list: HelpCard[] = [
    cards.batchOrders,
    cards.printLabels,
    cards.returns,
    cards.shippingProviders,
    cards.cod,
  ],
  extra: Partial<HelpCatPageResponse> = {},
): HelpCatPageResponse {
  return {
    category: categoryFixture[2]!,
    breadcrumb: [{ id: 3, name: 'Orders' }],
    list,
    total: list.length,
    page: 1,
    pageSize: 20,
    ...extra,
  };
}
/** A sub-category without articles. */
export const emptyCatPageFixture: HelpCatPageResponse = {
  category: { ...categoryFixture[4]! },
  breadcrumb: [{ id: 5, name: 'Marketing' }],
  list: [],
  total: 0,
  page: 1,
  pageSize: 20,
};

const hit = (c: HelpCard, categoryName: string, title: string, snippet: string): HelpSearchHit => ({
  ...c,
  categoryName,
  highlight: { title, snippet },
});
/** "label" hits, best first: two in Shipping, one in Orders, one in Troubleshooting. */
export const searchHits: HelpSearchHit[] = [
  hit(
    cards.printLabels,
    'Shipping and logistics',
    'Video: print shipping <mark>labels</mark> and pick lists in one go',
    'Set up a thermal or A4 printer, print <mark>labels</mark> from several marketplaces…',
  ),
  hit(
    cards.batchOrders,
    'Orders',
    'Process orders in batches',
    '…then print the <mark>labels</mark> for the whole batch &amp; mark them shipped.',
  ),
  hit(
    cards.shippingProviders,
    'Shipping and logistics',
    'Shipping providers by country',
    '…each courier’s <mark>label</mark> size (A6 or 100×150 mm)…',
  ),
  hit(
    cards.importFailed,
    'Troubleshooting',
    'Error: product import failed',
    '…the <mark>label</mark> “category mismatch” means…',
  ),
];
export const searchFixture = (
  list: HelpSearchHit[] = searchHits,
  extra: Partial<HelpSearchResponse> = {},
): HelpSearchResponse => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
  ...extra,
});
export const searchAllFixture: SearchAllResponse = {
  help: searchHits.slice(0, 2),
  blog: [
    {
      id: 12,
      slug: 'print-faster',
      topicId: 2,
      title: 'Five ways to print shipping labels faster',
      summary: 'Batch printing, thermal printers and pick lists.',
      author: 'Sellwise team',
      cover: '/api/v1/blog/cover/12.svg',
      publishedAt: '2026-09-01',
      readingMinutes: 5,
      tags: ['orders'],
      lang: 'en_US',
      highlight: { title: 'Five ways to print shipping <mark>labels</mark> faster', snippet: '' },
    },
  ],
  elsewhere: [],
};

const ARTICLE_HTML = `<p>Print the shipping labels of many orders at once and a pick list for the warehouse.</p>
<h2>Before you start</h2><p>Connect a thermal (100×150 mm) or A4 printer.</p>
<h2>Print labels in a batch</h2><ol><li>Open <strong>Orders</strong> › <strong>To ship</strong>.</li><li>Select the orders.</li><li>Choose <strong>Print labels</strong>.</li></ol>
<h3>Mixed marketplaces</h3><p>Labels of Shopee, Lazada and TikTok Shop print together.</p>
<h2>Reprint a label</h2><p>Open the order and choose <strong>Reprint</strong>.</p>
<table><thead><tr><th>Printer</th><th>Size</th></tr></thead><tbody><tr><td>Thermal</td><td>100×150 mm</td></tr><tr><td>A4</td><td>4 per page</td></tr></tbody></table>`;

export const detailArticleFixture: HelpDetailResponse = {
  article: { ...cards.batchOrders, html: ARTICLE_HTML, keywords: ['batch', 'print label'], videoUrl: null },
  breadcrumb: [{ id: 3, name: 'Orders' }],
  related: [cards.returns, cards.cod],
};
export const detailVideoFixture: HelpDetailResponse = {
  article: {
    ...cards.printLabels,
    html: '<p>Watch the video, then follow the steps.</p><h2>Steps</h2><p>Select orders and print.</p>',
    keywords: ['print label'],
    videoUrl: 'https://www.youtube-nocookie.com/embed/QWk47uoygsz',
  },
  breadcrumb: [
    { id: 3, name: 'Orders' },
    { id: 31, name: 'Shipping and logistics' },
  ],
  related: [cards.shippingProviders],
};

const notFound = (msg: 'error.categoryNotFound' | 'error.articleNotFound') =>
  Promise.resolve({
    code: msg === 'error.categoryNotFound' ? 3003 : 3001,
    msg,
    data: null,
  } as ApiAnswer<never>);

/**
 * Content answers from the fixtures: the index, categories 3 (Orders) and 5 (Marketing, empty), searches
 * for anything (none for "zzz"), articles 1015 and 1016; anything else is not found.
 */
export const fixtureContent: ContentCall = ((
  name: string,
  input: { query?: Record<string, unknown>; params?: Record<string, unknown> },
) => {
  const q = input.query ?? {};
  const p = input.params ?? {};
  switch (name) {
    case 'helpIndex':
      return ok(helpIndexFixture);
    case 'helpCategories':
      return ok({ categories: categoryFixture });
    case 'helpCategoryPage':
      if (q.categoryId === 3) {
        const filter = q.helpContentType;
        const all = catPageFixture().list;
        const list = filter ? all.filter((c) => c.type === filter) : all;
        const page = Number(q.page ?? 1);
        return ok(catPageFixture(page > 1 ? [] : list, { total: list.length, page }));
      }
      if (q.categoryId === 5) return ok(emptyCatPageFixture);
      return notFound('error.categoryNotFound');
    case 'helpSearch':
      return ok(
        String(q.k).includes('zzz')
          ? searchFixture([])
          : searchFixture(q.pageSize ? searchHits.slice(0, Number(q.pageSize)) : searchHits),
      );
    case 'searchAll':
      return ok(String(q.k).includes('zzz') ? { help: [], blog: [], elsewhere: [] } : searchAllFixture);
    case 'helpDetail':
    case 'helpCommonErrorDetail':
      if (p.id === 1015 && p.type === 1 && p.status === 1) return ok(detailArticleFixture);
      if (p.id === 1016 && p.type === 2 && p.status === 1) return ok(detailVideoFixture);
      return notFound('error.articleNotFound');
    default:
      return Promise.reject(new Error(`no fixture for ${name}`));
  }
}) as ContentCall;

/** A loader context whose content calls answer from the fixtures (or the given call). */
export function helpLoaderContext(
  params: Record<string, string>,
  query: Record<string, string> = {},
  lang: PageLang = 'en_US',
  content: ContentCall = fixtureContent,
): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by the help pages'));
  const api: PageApi = {
    content,
    goodsPrice: unused,
    partners: unused,
    agreement: unused,
    customerServiceList: unused,
  };
  return { lang, device: 'desktop', params, query: new URLSearchParams(query), api };
}

export { contactChannelsFixture };
