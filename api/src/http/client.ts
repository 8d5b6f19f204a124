import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { ApiConfig } from '../config.ts';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The address the socket came from (the Node server's bindings), or 'local' when there is no socket. */
export function socketAddress(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * The caller's address. With N trusted proxies in front (`trustProxy`), each appends the address it saw to
 * X-Forwarded-For, so the client is the Nth valid entry from the right: everything further left was
 * written by the client and is never believed. Without trusted proxies, the socket's address.
 */
export function clientIp(c: Context, config: Pick<ApiConfig, 'trustProxy'>): string {
  const socket = socketAddress(c);
  if (config.trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => isIP(entry) !== 0);
    // Fewer entries than proxies: the request passed fewer of them, every entry is a proxy's.
    const entry = hops[Math.max(0, hops.length - config.trustProxy)];
    if (entry) return entry;
  }
  return socket;
}

/** The visitor reached us over https: the request itself, or a trusted proxy says so. */
export function isHttps(c: Context, config: Pick<ApiConfig, 'trustProxy'>): boolean {
  if (config.trustProxy > 0) {
    // The proto the outermost trusted proxy saw: the same position from the right as the address.
    const protos = (c.req.header('x-forwarded-proto') ?? '').split(',').map((p) => p.trim());
    const proto = protos[Math.max(0, protos.length - config.trustProxy)];
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** Session cookies carry `Secure` whenever the public site is https, whatever the proxy headers say. */
export function secureCookies(c: Context, config: Pick<ApiConfig, 'trustProxy' | 'secureCookies'>): boolean {
  return config.secureCookies || isHttps(c, config);
}
