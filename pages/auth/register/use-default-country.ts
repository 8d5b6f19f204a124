import { type CountryCode, countryOptions } from '@sellwise/design-system/forms';
import { useEffect, useState } from 'react';
import type { PageLang } from '../../types';
import { useVisitorApi } from '../../visitor/visitor-api';

/** The country a page language's sellers usually sign up from, until the API names the visitor's. */
export const COUNTRY_BY_LANG: Record<PageLang, CountryCode> = {
  en_US: 'TH',
  in: 'ID',
  th: 'TH',
  vi: 'VN',
  zh_CN: 'CN',
  ms_MY: 'MY',
};

let known: ReadonlySet<string> | undefined;
function isCountryCode(value: string): value is CountryCode {
  if (!known) {
    const { priority, others } = countryOptions('en');
    known = new Set([...priority, ...others].map((option) => option.code));
  }
  return known.has(value);
}

/**
 * The phone field's starting dial code: the page language's country on the server and at hydration
 * (so both render the same), then the API's guess from the visitor's network.
 */
export function useDefaultCountry(lang: PageLang): CountryCode {
  const api = useVisitorApi();
  const [country, setCountry] = useState<CountryCode>(COUNTRY_BY_LANG[lang]);
  useEffect(() => {
    let live = true;
    api
      .defaultPhoneCode()
      .then((answer) => {
        const code = answer.code === 0 ? answer.data?.country.toUpperCase() : undefined;
        if (live && code && isCountryCode(code)) setCountry(code);
      })
      // No guess: the language's country stays.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return country;
}
