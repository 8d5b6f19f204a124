import type { ContentIndex } from './content-index';

/** A small content index: translations in some languages only, a common-error help article, an empty topic. */
export const INDEX: ContentIndex = {
  blog: [
    {
      id: 7,
      slug: 'shopee-listing-seo',
      topicId: 2,
      publishedAt: '2024-03-01T08:00:00.000Z',
      updatedAt: '2024-04-02T08:00:00.000Z',
      langs: ['en_US', 'th'],
      titles: { en_US: 'Listing SEO', th: 'SEO รายการสินค้า' },
      summaries: { en_US: 'Titles & keywords', th: 'ชื่อและคีย์เวิร์ด' },
    },
    {
      id: 8,
      slug: 'stock-sync',
      topicId: 2,
      publishedAt: '2024-05-01T08:00:00.000Z',
      langs: ['vi'],
      titles: { vi: 'Đồng bộ kho' },
      summaries: { vi: 'Tồn kho' },
    },
  ],
  topics: [
    { id: 2, slug: 'operations', names: { en_US: 'Operations' }, langs: ['en_US', 'th', 'vi'] },
    { id: 3, slug: 'empty', names: { en_US: 'Empty' }, langs: [] },
  ],
  help: [
    {
      id: 1203,
      categoryId: 12,
      type: 1,
      status: 1,
      commonErrorCategoryId: null,
      updatedAt: '2024-02-02T00:00:00.000Z',
      langs: ['en_US', 'zh_CN'],
    },
    {
      id: 1031,
      categoryId: 9,
      type: 1,
      status: 1,
      commonErrorCategoryId: 9,
      updatedAt: '2024-02-03T00:00:00.000Z',
      langs: ['th'],
    },
  ],
  helpCategories: [
    { id: 12, parentId: null, langs: ['en_US', 'zh_CN'] },
    { id: 9, parentId: 12, langs: ['th'] },
  ],
};
