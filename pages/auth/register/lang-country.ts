import type { CountryCode } from '@sellwise/design-system/forms';
import type { PageLang } from '../../types';

/** The country a page language's sellers usually sign up from, until the API names the visitor's. */
export const COUNTRY_BY_LANG: Record<PageLang, CountryCode> = {
  en_US: 'TH',
  in: 'ID',
  th: 'TH',
  vi: 'VN',
  zh_CN: 'CN',
  ms_MY: 'MY',
};
