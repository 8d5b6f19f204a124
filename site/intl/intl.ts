import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { BCP47, DEFAULT_LANG, type Lang } from '../rules/languages';
import { loadMessages, type Messages } from './catalogues';

const intlCache = createIntlCache();
const intls = new Map<Lang, IntlShape>();

/** An intl object for a locale and its messages (browser: once, at hydration). */
export function makeIntl(lang: Lang, messages: Messages): IntlShape {
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

/** Server side: one cached intl object per locale for the life of the process. */
export async function getIntl(lang: Lang): Promise<IntlShape> {
  const cached = intls.get(lang);
  if (cached) return cached;
  const intl = makeIntl(lang, await loadMessages(lang));
  intls.set(lang, intl);
  return intl;
}

/** Prices in the visitor's language with the plan's currency (e.g. ฿1,290 / 1.290.000 ₫ / RM129). */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}
