import { useIntl } from 'react-intl';
import type { ApiAnswer } from '../types';

type Failure = Pick<ApiAnswer<unknown>, 'code' | 'msg' | 'data'>;

/** A failed answer as a message id and its values, for the Form's `error` or a field's error. */
export type ApiErrorMessage = { id: string; values: Record<string, string | number> };

const CLIENT_ERRORS: Record<number, string> = {
  [-1]: 'pages.visitor.errors.network',
  [-2]: 'pages.visitor.errors.badResponse',
};

/** The seconds a rate-limited answer asks to wait (0 when it asks for none). */
export function retryAfterSeconds(answer: Pick<Failure, 'data'>): number {
  const retryAfter = (answer.data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : 0;
}

/**
 * What to tell the visitor about a failed call. The API's msg is a message id in locales/<code>.json
 * (`error.*`); a wait it asks for (data.retryAfter) is shown in seconds. Unknown ids fall back to a
 * generic message, so a new server code never shows a raw id.
 */
export function apiErrorMessage(answer: Failure, isKnownId: (id: string) => boolean): ApiErrorMessage {
  const client = CLIENT_ERRORS[answer.code];
  if (client) return { id: client, values: {} };
  const id = answer.msg.startsWith('error.') && isKnownId(answer.msg) ? answer.msg : 'error.internal';
  return { id, values: { seconds: retryAfterSeconds(answer) } };
}

/** The translated text for a failed answer. */
export function useApiErrorText(): (answer: Failure) => string {
  const intl = useIntl();
  return (answer) => {
    const { id, values } = apiErrorMessage(answer, (known) => known in intl.messages);
    return intl.formatMessage({ id }, values);
  };
}
