import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IntlShape } from 'react-intl';
import { makeIntl } from '../intl/intl';
import { pageCatalogue } from '../intl/shipped';
import type { PageState } from './app';

/**
 * React and the page's messages: loaded with hydration, or by a client-only UI (consent banner, site-switch
 * prompt) that needs them first. One intl object per page, whichever asks first.
 */
let intl: IntlShape | undefined;
export function pageIntl(state: PageState, doc: Document = document): IntlShape {
  intl ??= makeIntl(state.lang, pageCatalogue(doc, state.messages));
  return intl;
}

export { createRoot, hydrateRoot };
