import { z } from 'zod';
import { type CLIENT_ERRORS, type ClientErrorName, ERRORS, type ErrorName } from './errors.ts';

/** The largest request body a call takes (API_BODY_LIMIT overrides it), and the analytics collector's. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Batches of events are bigger; no call of the API takes more, so the site's proxy caps bodies here. */
export const ANALYTICS_BODY_LIMIT_BYTES = 1024 * 1024;

/** Every JSON answer: code 0 is success, anything else is an entry of ERRORS; msg is a message id. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Extra facts some errors carry, e.g. the seconds to wait or the field that failed. */
export const errorDataSchema = z
  .object({
    retryAfter: z.number().int().optional(),
    captchaRequired: z.boolean().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof errorDataSchema>;

/** The envelope of an error (its HTTP status is ERRORS[name].status): the API's and the site server's. */
export function errorEnvelope<N extends ErrorName>(name: N, data: ErrorData = null) {
  const { code, msg } = ERRORS[name];
  return { code, msg, data } as {
    code: (typeof ERRORS)[N]['code'];
    msg: (typeof ERRORS)[N]['msg'];
    data: ErrorData;
  };
}

/** A failed call as the site's client hands it over: an API error (code and msg id paired) or its own. */
export type ApiFailure =
  | {
      [N in ErrorName]: { code: (typeof ERRORS)[N]['code']; msg: (typeof ERRORS)[N]['msg']; data: ErrorData };
    }[ErrorName]
  | {
      [N in ClientErrorName]: {
        code: (typeof CLIENT_ERRORS)[N]['code'];
        msg: (typeof CLIENT_ERRORS)[N]['msg'];
        data: null;
      };
    }[ClientErrorName];
export type ApiFailureMsg = ApiFailure['msg'];

/** What a call of the site's client resolves to: the data on success (code 0), else a failure. */
export type ApiAnswer<T> = { code: 0; msg: string; data: T } | ApiFailure;
