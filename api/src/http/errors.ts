import { ERRORS, type ErrorData, type ErrorName } from '../../contract/index.ts';

/** Thrown anywhere in a handler; the app's error handler turns it into the envelope and status. */
export class ApiError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly data: ErrorData = null,
  ) {
    super(ERRORS[errorName].msg);
  }
}
