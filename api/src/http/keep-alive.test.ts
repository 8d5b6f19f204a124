import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnections } from './keep-alive.ts';

/** Node's own default: a pooled connection idle this long (and a little) is closed by the server. */
const NODE_DEFAULT_MS = 5000;

describe('keep-alive connections', () => {
  const server = keepConnections(createServer((_req, res) => res.end('ok')));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('outlive a load balancer idle timeout, so the server never closes one under it', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let closed = false;
    // A raw connection, as a balancer's pool holds it: one request answered, then idle.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => {
      socket.once('data', () => resolve());
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    });
    socket.on('close', () => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, NODE_DEFAULT_MS + 2500));
    expect(closed).toBe(false);
    socket.destroy();
  }, 15_000);
});
