import { useEffect, useState } from 'react';
import { useVisitorApi } from './visitor-api';

export type CountryOption = { value: string; label: string };

/**
 * The countries a form offers and the visitor's own (from the API's guess), asked for after hydration
 * because they depend on the visitor. Until the answer, and when the guess is not in the list, the
 * country is `fallback`.
 */
export function useCountries<C extends string>(fallback: C): { country: C; options: CountryOption[] } {
  const api = useVisitorApi();
  const [state, setState] = useState<{ country: C; options: CountryOption[] }>({
    country: fallback,
    options: [],
  });
  useEffect(() => {
    let live = true;
    api
      .trainingDefaultCountry()
      .then((answer) => {
        if (!live || answer.code !== 0 || !answer.data) return;
        const { country, countries } = answer.data;
        setState((before) => ({
          country: (countries.some((c) => c.country === country) ? country : before.country) as C,
          options: countries.map((c) => ({ value: c.country, label: c.name })),
        }));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
