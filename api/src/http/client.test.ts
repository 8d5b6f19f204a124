import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/helpers.ts';
import { configFromEnv, trustedProxies } from '../config.ts';
import { clientIp, isHttps } from './client.ts';

/** What clientIp and isHttps answer for a request from `socket` with these headers. */
async function seen(trustProxy: number, headers: Record<string, string>, socket = '10.0.0.9') {
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientIp(c, { trustProxy }), https: isHttps(c, { trustProxy }) }));
  const res = await app.request(
    'http://api.test/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return (await res.json()) as { ip: string; https: boolean };
}

describe('clientIp', () => {
  it('takes the socket address and ignores forwarding headers when no proxy is trusted', async () => {
    expect((await seen(0, { 'x-forwarded-for': '1.2.3.4' })).ip).toBe('10.0.0.9');
    expect((await seen(0, { 'x-forwarded-proto': 'https' })).https).toBe(false);
  });

  it('answers "local" when there is no socket at all (a test request)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c, { trustProxy: 1 })));
    expect(await (await app.request('/')).text()).toBe('local');
  });

  it('with one trusted proxy, believes the rightmost entry, never the client-chosen leftmost', async () => {
    expect((await seen(1, { 'x-forwarded-for': '1.2.3.4, 127.0.0.1' })).ip).toBe('127.0.0.1');
    expect((await seen(1, { 'x-forwarded-for': '203.0.113.7' })).ip).toBe('203.0.113.7');
  });

  it('with N trusted proxies, takes the Nth entry from the right', async () => {
    const xff = '6.6.6.6, 198.51.100.2, 10.1.0.1';
    expect((await seen(2, { 'x-forwarded-for': xff })).ip).toBe('198.51.100.2');
    expect((await seen(3, { 'x-forwarded-for': xff })).ip).toBe('6.6.6.6');
    // Fewer entries than trusted proxies: the leftmost one (all were written by our proxies).
    expect((await seen(3, { 'x-forwarded-for': '198.51.100.2' })).ip).toBe('198.51.100.2');
  });

  it('skips entries that are not addresses and falls back to the socket when none is left', async () => {
    expect((await seen(1, { 'x-forwarded-for': '198.51.100.2, unknown, <script>' })).ip).toBe('198.51.100.2');
    expect((await seen(1, { 'x-forwarded-for': 'unknown' })).ip).toBe('10.0.0.9');
    expect((await seen(1, {})).ip).toBe('10.0.0.9');
    expect((await seen(1, { 'x-forwarded-for': '2001:db8::1' })).ip).toBe('2001:db8::1');
  });

  it('believes X-Forwarded-Proto only from trusted proxies', async () => {
    expect((await seen(1, { 'x-forwarded-proto': 'https' })).https).toBe(true);
    expect((await seen(1, { 'x-forwarded-proto': 'http' })).https).toBe(false);
  });
});

describe('API configuration', () => {
  it('reads TRUST_PROXY as a number of hops, keeping 1/true as one', () => {
    expect(trustedProxies(undefined)).toBe(0);
    expect(trustedProxies('0')).toBe(0);
    expect(trustedProxies('1')).toBe(1);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('yes')).toBe(0);
    expect(trustedProxies('-1')).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses a short API_SECRET in production', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', API_SECRET: 'x' })).toThrow(/32/);
    expect(() => configFromEnv({ NODE_ENV: 'production', API_SECRET: 'a'.repeat(31) })).toThrow(/API_SECRET/);
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/API_SECRET/);
    expect(configFromEnv({ NODE_ENV: 'production', API_SECRET: 'a'.repeat(32) }).secret).toHaveLength(32);
  });

  it('marks cookies secure when SITE_ORIGIN is https', () => {
    expect(configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }).secureCookies).toBe(true);
    expect(configFromEnv({ SITE_ORIGIN: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(configFromEnv({}).secureCookies).toBe(false);
  });
});

describe('session cookie', () => {
  let api: TestApi;
  beforeAll(async () => {
    // No trusted proxy and a plain-http request: only the public origin says https.
    api = await createTestApi({ trustProxy: 0, secureCookies: true });
  });
  afterAll(() => api.close());

  it('is Secure when the public site is https, even without a trusted proxy', async () => {
    const res = await api.registerByEmail('secure-cookie@example.com');
    expect(res.json.code).toBe(0);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
