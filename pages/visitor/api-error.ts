import { useIntl } from 'react-intl';
import type { ApiFailure } from '../types';

/** A failed answer as a message id and its values, for the Form's `error` or a field's error. */
export type ApiErrorMessage = { id: string; values: Record<string, string | number> };

/** What a call that threw (no answer at all) is shown as: the client's network failure. */
export const NETWORK_FAILURE: ApiFailure = { code: -1, msg: 'error.network', data: null };

/** The client's own failures (no answer, an unreadable one) have page messages of their own. */
const CLIENT_ERRORS: Partial<Record<ApiFailure['code'], string>> = {
  [-1]: 'pages.visitor.errors.network',
  [-2]: 'pages.visitor.errors.badResponse',
};

/** The seconds a rate-limited answer asks to wait (0 when it asks for none). */
export function retryAfterSeconds(answer: Pick<ApiFailure, 'data'>): number {
  const retryAfter = answer.data?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : 0;
}

/**
 * What to tell the visitor about a failed call. The API's msg is a message id in locales/<code>.json
 * (`error.*`); a wait it asks for (data.retryAfter) is shown in seconds. An id missing from the
 * messages falls back to a generic message, so a raw id is never shown.
 */
export function apiErrorMessage(answer: ApiFailure, isKnownId: (id: string) => boolean): ApiErrorMessage {
  const client = CLIENT_ERRORS[answer.code];
  if (client) return { id: client, values: {} };
  const id = isKnownId(answer.msg) ? answer.msg : 'error.internal';
  return { id, values: { seconds: retryAfterSeconds(answer) } };
}

/** The translated text for a failed answer. */
export function useApiErrorText(): (answer: ApiFailure) => string {
  const intl = useIntl();
  return (answer) => {
    const { id, values } = apiErrorMessage(answer, (known) => known in intl.messages);
    return intl.formatMessage({ id }, values);
  };
}
