/**
 * Split deployment (API_BASE_URL): the site answers the API's paths itself by passing them on to the
 * API, so the browser only ever calls its own origin (CSP `connect-src 'self'`, no CORS) and the API
 * sees the visitor's address as one trusted hop (X-Forwarded-For appended with the socket's address).
 */
import { ANALYTICS_BODY_LIMIT_BYTES, ERRORS, errorEnvelope } from '@sellwise/api/contract';

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

/**
 * A body over the most any call takes is answered here, in the envelope, and the connection closed (its
 * unread rest would be read as the next request). Streamed on, the API would answer its 413 while the
 * upload was still running and the visitor would see the upload fail instead of an answer.
 */
function tooLarge(): Response {
  return Response.json(errorEnvelope('PAYLOAD_TOO_LARGE'), {
    status: ERRORS.PAYLOAD_TOO_LARGE.status,
    headers: { connection: 'close', 'cache-control': 'no-store' },
  });
}

/** The body whole, or undefined once it passes `max` bytes (the rest is not read). */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

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
    let body: Buffer<ArrayBuffer> | undefined;
    if (hasBody && request.body) {
      // Read whole (at most 1 MB) before it goes on, so the API sees its length and answers by it.
      if (Number(request.headers.get('content-length') ?? 0) > ANALYTICS_BODY_LIMIT_BYTES) return tooLarge();
      body = await readCapped(request.body, ANALYTICS_BODY_LIMIT_BYTES);
      if (!body) return tooLarge();
    }
    let upstream: Response;
    try {
      upstream = await send(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: body ?? null,
        redirect: 'manual',
        signal: request.signal,
      });
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
