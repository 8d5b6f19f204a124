import type { Context } from 'hono';
import type { ApiConfig } from '../config.ts';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address, from the proxy header only when the proxy is trusted. */
export function clientIp(c: Context, config: ApiConfig): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
}

export function isHttps(c: Context, config: ApiConfig): boolean {
  if (config.trustProxy && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
