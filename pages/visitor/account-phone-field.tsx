import type { CountryCode } from '@sellwise/design-system/forms';
import { isSupportedCountry } from 'libphonenumber-js/mobile';
import { use, useEffect, useState } from 'react';
import type { VisitorApi } from '../types';
import { VisitorApiContext } from './visitor-api';
import { VisitorPhoneField } from './visitor-phone-field';

// This module is the phone channel's own chunk (see phone-channel.ts): the number rules and the
// dial-code picker load only when a visitor signs in or up by phone.
export { phoneSchema } from '@sellwise/design-system/forms';

/** One guess per page and API: the channel switch remounts the field, and must not ask again. */
const guesses = new WeakMap<VisitorApi, Promise<CountryCode | undefined>>();

function networkCountry(api: VisitorApi): Promise<CountryCode | undefined> {
  let guess = guesses.get(api);
  if (!guess) {
    guess = api
      .defaultPhoneCode()
      .then((answer) => {
        const code = answer.code === 0 ? answer.data?.country.toUpperCase() : undefined;
        return code && isSupportedCountry(code) ? code : undefined;
      })
      // No guess: the page's own default stays.
      .catch(() => undefined);
    guesses.set(api, guess);
  }
  return guess;
}

/**
 * The starting dial code: `fallback` on the server and at hydration (so both render the same), then
 * the API's guess from the visitor's network. Without a visitor API (a form shown on its own) the
 * fallback stays.
 */
export function useNetworkCountry(fallback: CountryCode): CountryCode {
  const api = use(VisitorApiContext);
  const [found, setFound] = useState<CountryCode>();
  useEffect(() => {
    if (!api) return;
    let live = true;
    void networkCountry(api).then((code) => {
      if (live && code) setFound(code);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return found ?? fallback;
}

/** The account's mobile number (form value `phone`), starting on the visitor's likely country. */
export function AccountPhoneField({
  defaultCountry,
  autoComplete,
  disabled,
}: {
  defaultCountry: CountryCode;
  autoComplete?: string;
  disabled?: boolean;
}) {
  const country = useNetworkCountry(defaultCountry);
  return (
    <VisitorPhoneField
      name="phone"
      defaultCountry={country}
      autoComplete={autoComplete}
      disabled={disabled}
    />
  );
}
