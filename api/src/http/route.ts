import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { type ApiRoute, errorsOf, ROUTES, type RouteName, type Routes } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import { currentSession } from '../services/sessions.ts';
import { clientIp } from './client.ts';
import { ApiError } from './errors.ts';
import { parse, readBody } from './input.ts';
import { ok } from './respond.ts';

type Session = NonNullable<Awaited<ReturnType<typeof currentSession>>>;
type Parsed<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** A handler's input, parsed with its entry's schemas; `session` on signed-in entries. */
export type HandlerInput<R extends ApiRoute> = {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
} & (R extends { session: true } ? { session: Session } : unknown);

/** The envelope's data, or (for an entry with `envelope: false`) the whole Response. */
export type HandlerResult<R extends ApiRoute> = R extends { envelope: false }
  ? Response
  : z.input<R['response']>;

export type Handler<R extends ApiRoute> = (
  c: Context,
  input: HandlerInput<R>,
) => HandlerResult<R> | Promise<HandlerResult<R>>;

/**
 * Under tests an answer must keep to its entry: an error it does not declare, or data its response
 * schema refuses, becomes a 500 that fails the test (never in production: there the answer goes out).
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

/**
 * A Hono app whose handlers are registered from the route table: `on('name', handler)` parses the
 * entry's params, query and body the way input.ts always has (same codes and statuses), checks the
 * session of signed-in entries first, and wraps the returned data in the envelope.
 */
export function tableRoutes(deps: Deps) {
  const app = new Hono();
  function on<N extends RouteName>(name: N, handler: Handler<Routes[N]>) {
    const route: ApiRoute = ROUTES[name];
    const allowed = errorsOf(route);
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      try {
        const session = route.session ? await currentSession(deps, c) : null;
        if (route.session && !session) throw new ApiError('NOT_LOGGED_IN');
        const input = {
          params: route.params ? parse(route.params, c.req.param()) : undefined,
          query: route.query ? parse(route.query, c.req.query()) : undefined,
          body: route.body ? parse(route.body, await readBody(c)) : undefined,
          session,
        } as HandlerInput<Routes[N]>;
        if (route.botCheck) await checkBot(deps, c, input.body as { turnstileToken?: string });
        const result = await handler(c, input);
        if (route.envelope === false) return result as Response;
        if (CHECK_ANSWERS) checkData(name, route, result);
        return ok(c, result);
      } catch (error) {
        if (CHECK_ANSWERS && error instanceof ApiError && !allowed.has(error.errorName)) {
          throw new Error(`${name} answered ${error.errorName}, which its entry in routes.ts does not list`);
        }
        throw error;
      }
    });
  }
  return { app, on };
}

/**
 * The bot-challenge widget's token, where one is configured: missing or refused is BOT_CHECK_FAILED.
 * A vendor that cannot be asked lets the call through: an outage of theirs must not lock every seller
 * out, and the call is still limited per address (and by the picture captcha where it asks for one).
 */
async function checkBot(deps: Deps, c: Context, body: { turnstileToken?: string }) {
  const verify = deps.humanChecks.botCheck;
  if (!verify) return;
  const token = body.turnstileToken;
  if (!token) throw new ApiError('BOT_CHECK_FAILED');
  if ((await verify({ token, ip: clientIp(c, deps.config) })) === 'fail')
    throw new ApiError('BOT_CHECK_FAILED');
}

function checkData(name: string, route: ApiRoute, data: unknown) {
  const sent: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const result = route.response.safeParse(sent);
  if (!result.success) throw new Error(`${name} answered data its response schema refuses: ${result.error}`);
}
