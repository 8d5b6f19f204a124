import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@sellwise/api/contract/languages';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/** Messages as react-intl takes them: ICU text (parsed on use) or messages parsed ahead of time. */
export type IntlMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

const intlCache = createIntlCache();

/** An intl object for a locale and its messages (browser: once, at hydration; server: once per locale). */
export function makeIntl(lang: Language, messages: IntlMessages): IntlShape {
  return createIntl(
    {
      locale: LANGUAGE_TAGS[lang],
      defaultLocale: LANGUAGE_TAGS[DEFAULT_LANGUAGE],
      messages,
      onError: (error) => {
        // A missing translation is a bug the locale check catches; never crash a page for it.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    intlCache,
  );
}

/** Prices in the visitor's language with the plan's currency (e.g. ฿1,290 / 1.290.000 ₫ / RM129). */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}
