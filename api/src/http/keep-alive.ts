import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the load balancer in
 * front (AWS ALB and nginx's upstream keep-alive: 60 s). With Node's default (5 s) the server closes a
 * pooled connection while the balancer may be sending on it, and that request ends in a 502 (the soak saw
 * 7 in a million behind bench/proxy.mjs). The balancer must be the one to close idle connections.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout to a listening (or about to listen) server; the headers limit above it. */
export function keepConnections<S extends Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>>(server: S): S {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node needs the headers limit above the keep-alive timeout, or it may cut a reused connection short.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
