/**
 * Story and test data for the header search: an answer of the unified search (help, blog, other languages)
 * and the header's feature areas in a language, from the real catalogues.
 */
import type { SearchAllResponse } from '@sellwise/api/contract';
import { FEATURE_AREAS } from '@sellwise/api/contract/feature-areas';
import { introductionPath } from '@sellwise/api/contract/paths';
import type { HrefBuilder } from '../types';
import type { FeatureLink } from './search-results';

const card = {
  slug: 'print-shipping-labels',
  summary: 'Print the labels of many orders at once.',
  updatedAt: '2024-03-01T00:00:00.000Z',
  videoDuration: null,
};

export const searchAnswerFixture: SearchAllResponse = {
  help: [
    {
      ...card,
      id: 1203,
      categoryId: 12,
      type: 1,
      status: 1,
      commonErrorCategoryId: null,
      title: 'Print shipping labels in batches',
      categoryName: 'Orders',
      highlight: {
        title: 'Print shipping <mark>labels</mark> in batches',
        snippet: 'Select the orders, then print every <mark>label</mark> &amp; packing list at once.',
      },
    },
    {
      ...card,
      id: 1031,
      categoryId: 9,
      type: 2,
      status: 1,
      commonErrorCategoryId: 9,
      title: 'Why a label fails to print',
      categoryName: 'Common errors',
      videoDuration: '2:40',
      highlight: { title: 'Why a <mark>label</mark> fails to print', snippet: '' },
    },
  ],
  blog: [
    {
      id: 7,
      slug: 'faster-fulfilment',
      topicId: 2,
      title: 'Five ways to ship faster',
      summary: 'Batch labels and pick lists.',
      author: 'Sellwise team',
      cover: '/api/v1/blog/cover/7.webp',
      publishedAt: '2024-02-01T00:00:00.000Z',
      readingMinutes: 6,
      tags: ['fulfilment'],
      lang: 'en_US',
      highlight: {
        title: 'Five ways to ship faster',
        snippet: 'Batch <mark>labels</mark> and pick lists &lt;with one click&gt;.',
      },
    },
  ],
  elsewhere: [],
};

/** Few hits in the page's language: the search adds the best ones of other languages. */
export const searchElsewhereFixture: SearchAllResponse = {
  help: [],
  blog: [],
  elsewhere: [
    { lang: 'th', kind: 'help', hit: { ...searchAnswerFixture.help[0]!, title: 'พิมพ์ใบปะหน้า' } },
    { lang: 'th', kind: 'blog', hit: searchAnswerFixture.blog[0]! },
    { lang: 'vi', kind: 'help', hit: searchAnswerFixture.help[1]! },
  ],
};

export const emptySearchFixture: SearchAllResponse = { help: [], blog: [], elsewhere: [] };

/** The header's feature areas as `siteChrome` gives them, from a catalogue's messages. */
export function featureLinksFixture(messages: Record<string, string>, href: HrefBuilder): FeatureLink[] {
  return FEATURE_AREAS.map((area) => ({
    label: messages[`pages.common.nav.areas.${area}.label`] ?? area,
    description: messages[`pages.common.nav.areas.${area}.description`] ?? '',
    href: href(introductionPath(area)),
  }));
}
