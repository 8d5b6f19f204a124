import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { formMessageIds } from '../messages';

// Mobile metadata: sign-up and reset send SMS codes, so a number must be able to receive them.

export type { CountryCode };

/** What a PhoneField gives the form: enough for the API (prefix + number) and for analytics (E.164). */
export type PhoneValue = {
  country: CountryCode;
  /** Calling code without "+", e.g. "66". */
  dialCode: string;
  /** Significant national number without trunk prefix, e.g. "812345678" for 081 234 5678. */
  nationalNumber: string;
  /** "+66812345678" once the digits parse, else "". */
  e164: string;
};

/** Our markets first in the picker. */
export const PRIORITY_COUNTRIES: readonly CountryCode[] = [
  'TH',
  'VN',
  'ID',
  'MY',
  'PH',
  'SG',
  'CN',
  'TW',
  'HK',
  'US',
];

/** The calling code without "+", e.g. "66" for TH. */
export function dialCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country);
}

export function phoneValue(country: CountryCode, digits: string): PhoneValue {
  const parsed = digits ? parsePhoneNumberFromString(digits, country) : undefined;
  return {
    country,
    dialCode: dialCodeOf(country),
    nationalNumber: parsed?.nationalNumber ?? digits,
    e164: parsed?.number ?? '',
  };
}

/** National digits formatted as the visitor types them, e.g. "0812345" → "081 234 5". */
export function formatNational(country: CountryCode, digits: string): string {
  return digits ? new AsYouType(country).input(digits) : '';
}

/**
 * A stored value as the visitor would write it: the significant number "812345678" shows as "081 234 5678",
 * with the trunk prefix the value leaves out.
 */
export function formatValue(value: Pick<PhoneValue, 'country' | 'nationalNumber'>): string {
  const parsed = value.nationalNumber
    ? parsePhoneNumberFromString(value.nationalNumber, value.country)
    : undefined;
  return parsed?.isPossible() ? parsed.formatNational() : formatNational(value.country, value.nationalNumber);
}

/** Reads an international entry ("+84 91…"); returns its country and national digits once known. */
export function detectInternational(text: string): { country: CountryCode; digits: string } | undefined {
  const formatter = new AsYouType();
  formatter.input(text);
  const country = formatter.getCountry();
  const digits = formatter.getNumber()?.nationalNumber;
  return country && digits ? { country, digits } : undefined;
}

export function isPhoneValueValid(value: PhoneValue | undefined): boolean {
  return Boolean(value?.nationalNumber) && isValidPhoneNumber(value!.nationalNumber, value!.country);
}

export type CountryOption = { code: CountryCode; name: string; englishName: string; dialCode: string };

/** Every country with its name in the visitor's language; priority markets first, the rest alphabetical. */
export function countryOptions(locale: string): { priority: CountryOption[]; others: CountryOption[] } {
  const names = displayNames(locale);
  const english = displayNames('en');
  const option = (code: CountryCode): CountryOption => ({
    code,
    name: names(code),
    englishName: english(code),
    dialCode: dialCodeOf(code),
  });
  const collator = new Intl.Collator(locale);
  return {
    priority: PRIORITY_COUNTRIES.map(option),
    others: getCountries()
      .filter((code) => !PRIORITY_COUNTRIES.includes(code))
      .map(option)
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}

export function displayNames(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (code) => names?.of(code) ?? code;
}

/** A required phone number that is valid for its country; errors are message ids. */
export const phoneSchema = /* @__PURE__ */ z
  .custom<PhoneValue | undefined>((value) => value === undefined || typeof value === 'object')
  .superRefine((value, ctx) => {
    if (!value?.nationalNumber) ctx.addIssue({ code: 'custom', message: formMessageIds.required });
    else if (!isPhoneValueValid(value))
      ctx.addIssue({ code: 'custom', message: formMessageIds.phoneInvalid });
  });
