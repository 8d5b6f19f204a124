import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { BCP47, DEFAULT_LANG, type Lang } from '../rules/languages';

/** Messages as react-intl takes them: ICU text (parsed on use) or messages parsed ahead of time. */
export type IntlMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

const intlCache = createIntlCache();

/** An intl object for a locale and its messages (browser: once, at hydration; server: once per locale). */
export function makeIntl(lang: Lang, messages: IntlMessages): IntlShape {
  return createIntl(
    {
      locale: BCP47[lang],
      defaultLocale: BCP47[DEFAULT_LANG],
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
