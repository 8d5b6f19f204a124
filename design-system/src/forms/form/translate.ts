import * as React from 'react';

/** Turns a message id (from a zod schema or the API) into text; the page passes its intl's formatter. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

const identity: Translate = (id) => id;

export const TranslateContext = React.createContext<Translate>(identity);

/** The translate function of the nearest Form; outside a Form, message ids are shown as they are. */
export function useTranslate(): Translate {
  return React.use(TranslateContext);
}
