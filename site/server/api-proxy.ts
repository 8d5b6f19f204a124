/**
 * Split deployment (API_BASE_URL): the site answers the API's paths itself by passing them on to the
 * API, so the browser only ever calls its own origin (CSP `connect-src 'self'`, no CORS) and the API
 * sees the visitor's address as one trusted hop (X-Forwarded-For appended with the socket's address).
 */
import { ERRORS, errorEnvelope } from '@sellwise/api/contract';

// Per-connection headers (RFC 9110 §7.6.1) are not passed on; fetch decodes the body, so its encoding and
// length no longer describe what is sent on.
const REQUEST_DROP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];
const RESPONSE_DROP = [...REQUEST_DROP.filter((h) => h !== 'host'), 'content-encoding'];

const RETRY_AFTER_SECONDS = 30;

export type ApiProxyOptions = {
  /** API_BASE_URL: where the API listens (may carry a path prefix). */
  target: string;
  /** The public site is https: the API's cookies and redirects should say so. */
  https: boolean;
  fetch?: typeof fetch;
};

export function apiProxy(options: ApiProxyOptions) {
  const base = options.target.replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  /** Passes `request` to the API; `socket` is the address the request came from. */
  return async (request: Request, socket: string): Promise<Response> => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of REQUEST_DROP) headers.delete(name);
    const forwarded = request.headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${socket}` : socket);
    headers.set('x-forwarded-proto', options.https ? 'https' : url.protocol.replace(':', ''));
    headers.set('x-forwarded-host', url.host);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await send(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : null,
        redirect: 'manual',
        signal: request.signal,
        // Streams the visitor's body instead of reading it whole first.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      // The API is down: the API's own envelope (BUSY, 503), so the page shows its translated message.
      return Response.json(errorEnvelope('BUSY', { retryAfter: RETRY_AFTER_SECONDS }), {
        status: ERRORS.BUSY.status,
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
      });
    }
    const out = new Headers(upstream.headers);
    for (const name of RESPONSE_DROP) out.delete(name);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: out,
    });
  };
}
