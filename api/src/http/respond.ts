import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, type ErrorData, type ErrorName, errorEnvelope } from '../../contract/index.ts';

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 0, msg: 'ok', data });
}

export function fail(c: Context, name: ErrorName, data: ErrorData = null) {
  if (data?.retryAfter) c.header('Retry-After', String(data.retryAfter));
  return c.json(errorEnvelope(name, data), ERRORS[name].status as ContentfulStatusCode);
}
