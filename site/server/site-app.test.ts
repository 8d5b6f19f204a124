import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { ERRORS } from '@sellwise/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../api/test/helpers';
import { configFromEnv, type ServerConfig } from '../config';
import { type RenderDeps, render } from '../entry-server';
import { createSiteApp, type SiteAppDeps } from './site-app';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

/** A client build folder with the files a real one has. */
function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'site-app-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    '{"entry-client.tsx":{"file":"assets/entry.js","src":"/work/secret/path.tsx"}}',
  );
  writeFileSync(join(dir, 'assets/entry-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTP request from a chosen local address (127.0.0.x are all this machine). */
function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { 'user-agent': DESKTOP, ...init.headers },
        localAddress: init.from ?? '127.0.0.1',
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

async function start(deps: Partial<SiteAppDeps> & { config: ServerConfig }) {
  const app = createSiteApp({
    clientDir: clientDir(),
    render: async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<p>page</p>' }),
    blogFeed: async () => ({ status: 200, headers: {}, body: '' }),
    robots: () => 'User-agent: *\n',
    sitemap: async () => '<urlset/>',
    ...deps,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' }, () => resolve(s));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

const stop = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('site server: headers, the build manifest, secrets in the query, page posts', {
  timeout: 60_000,
}, () => {
  let port = 0;
  let server: ServerType;
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    const config = configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'test');
    const renderDeps = (nonce: string): RenderDeps => ({
      config,
      apiFetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        api.app.fetch(new Request(input, init))) as typeof fetch,
      apiBaseUrl: 'http://in-process',
      assets: { script: '/assets/entry.js', css: [], preload: [] },
      nonce,
    });
    ({ server, port } = await start({
      config,
      api: api.app,
      render: (request, nonce) => render(request, renderDeps(nonce)),
    }));
  }, 60_000);
  afterAll(async () => {
    await stop(server);
    await api.close();
  }, 60_000);

  it('does not serve the build manifest or anything under /.vite/', async () => {
    expect((await send(port, '/.vite/manifest.json')).status).toBe(404);
    expect((await send(port, '/.vite/')).status).toBe(404);
    expect((await send(port, '/.vite/manifest.json')).body).not.toContain('/work/secret');
  });

  it('sends security headers with static files, and the feature policy and COOP with every answer', async () => {
    for (const path of ['/favicon.svg', '/assets/entry-abc.js']) {
      const r = await send(port, path);
      expect(r.status, path).toBe(200);
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(r.headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(r.headers['strict-transport-security'], path).toContain('max-age=');
    }
    for (const path of [
      '/favicon.svg',
      '/robots.txt',
      '/en_US/index.htm',
      '/',
      '/.vite/manifest.json',
      '/api/v2/genVerifyCode.json',
    ]) {
      const r = await send(port, path);
      expect(r.headers['permissions-policy'], path).toMatch(/camera=\(\)/);
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
        expect(r.headers['permissions-policy'], path).toContain(`${feature}=()`);
      expect(r.headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    // A page keeps its own nonce CSP.
    expect((await send(port, '/en_US/index.htm')).headers['content-security-policy']).toContain('nonce-');
  });

  it('sends a password in the query back to the same page without it, never rendering it', async () => {
    const r = await send(port, '/en_US/login.htm?email=a@b.c&password=MySecret123');
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/en_US/login.htm?email=a@b.c');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).not.toContain('MySecret123');
    const page = await send(port, r.headers.location as string);
    expect(page.status).toBe(200);
    expect(page.body).toContain('a@b.c');
    expect(page.body).not.toContain('MySecret123');
  });

  it.each([
    ['/en_US/register.htm?PassWord=x1&verifyCode=123456&source=home', '/en_US/register.htm?source=home'],
    ['/th/forget.htm?newPassword=a&confirmPassword=a&rePassword=a&pwd=a&code=1', '/th/forget.htm'],
    ['/en_US/login.htm?pass%77ord=x', '/en_US/login.htm'],
  ])('strips every secret parameter, whatever its case: %s', async (path, location) => {
    const r = await send(port, path);
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe(location);
  });

  it('answers a form posted to a page with 303 to the same page, never echoing its body', async () => {
    const r = await send(port, '/en_US/login.htm?redirect=%2Fweb%2Fdashboard.htm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=MySecret123',
    });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/en_US/login.htm?redirect=%2Fweb%2Fdashboard.htm');
    expect(r.body).not.toContain('MySecret123');
    const again = await send(port, '/en_US/login.htm?password=MySecret123', { method: 'POST', body: 'x' });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/en_US/login.htm');
  });
});

describe("the in-process API sees each visitor's own address", { timeout: 60_000 }, () => {
  const config = configFromEnv({ SITE_ORIGIN: 'http://127.0.0.1' }, 'test');

  /** One e-mail code send from `from` (a fresh address each time, so only the per-address limit counts). */
  async function sendCode(port: number, from: string, headers: Record<string, string> = {}) {
    const captcha = JSON.parse((await send(port, '/api/v2/genVerifyCode.json', { from })).body);
    const captchaId = captcha.data.captchaId as string;
    const rows = JSON.parse((await send(port, `/dev/outbox?to=${captchaId}`, { from })).body);
    const form = new URLSearchParams({
      email: `two-${Math.random().toString(36).slice(2)}@example.com`,
      purpose: 'register',
      captchaId,
      picVerificationCode: rows[0].code,
    });
    const r = await send(port, '/api/v2/email/sendVerifyCode.json', {
      method: 'POST',
      from,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://127.0.0.1:${port}`,
        ...headers,
      },
      body: form.toString(),
    });
    return JSON.parse(r.body).code as number;
  }

  it('one address using up its code sends does not block another', async () => {
    const api = await createTestApi({ trustProxy: 0, rateLimits: { sendsPerHourPerIp: 2 } });
    const { server, port } = await start({ config, api: api.app });
    try {
      expect(await sendCode(port, '127.0.0.2')).toBe(0);
      expect(await sendCode(port, '127.0.0.2')).toBe(0);
      expect(await sendCode(port, '127.0.0.2')).not.toBe(0);
      // Before the fix every visitor was "local": this one was refused too.
      expect(await sendCode(port, '127.0.0.1')).toBe(0);
    } finally {
      await stop(server);
      await api.close();
    }
  });

  it('with one trusted proxy, counts the rightmost X-Forwarded-For entry, not the client-chosen first', async () => {
    const api = await createTestApi({ trustProxy: 1, rateLimits: { sendsPerHourPerIp: 2 } });
    const { server, port } = await start({ config, api: api.app });
    try {
      const spoofed = { 'x-forwarded-for': '1.2.3.4, 127.0.0.1' };
      expect(await sendCode(port, '127.0.0.2', spoofed)).toBe(0);
      expect(await sendCode(port, '127.0.0.2', { 'x-forwarded-for': '127.0.0.1' })).toBe(0);
      // The 127.0.0.1 bucket is full, whatever the client writes in front of it.
      expect(await sendCode(port, '127.0.0.2', spoofed)).not.toBe(0);
      expect(await sendCode(port, '127.0.0.2', { 'x-forwarded-for': '9.9.9.9, 127.0.0.1' })).not.toBe(0);
      // The 1.2.3.4 bucket was never touched.
      expect(await sendCode(port, '127.0.0.2', { 'x-forwarded-for': '1.2.3.4' })).toBe(0);
    } finally {
      await stop(server);
      await api.close();
    }
  });
});

describe('an oversized body in the split deployment (API_BASE_URL) gets an answer', {
  timeout: 60_000,
}, () => {
  it('413 in the envelope, with its length given or streamed in chunks, and the next request is served', async () => {
    const api = await createTestApi();
    const apiServer = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const apiPort = (apiServer.address() as AddressInfo).port;
    const config = configFromEnv(
      { SITE_ORIGIN: 'http://127.0.0.1', API_BASE_URL: `http://127.0.0.1:${apiPort}` },
      'test',
    );
    const { server, port } = await start({ config });
    const json = { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` };
    /** A POST whose body goes out in 64 KB writes without a length (chunked), as a streaming client sends. */
    const streamed = (path: string, body: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: { ...json, 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.on('error', reject);
        for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.slice(at, at + 64 * 1024));
        req.end();
      });
    try {
      const huge = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) });
      // Over what the API takes but under the proxy's cap: the API's own 413, not a failed upload (503).
      const over = JSON.stringify({ content: 'x'.repeat(200 * 1024) });
      for (const path of ['/api/v5/userFeedback/editUserFeedback', '/api/report.json']) {
        for (const answer of [
          await send(port, path, { method: 'POST', headers: json, body: huge }),
          await streamed(path, huge),
        ]) {
          expect(answer.status, path).toBe(413);
          expect(JSON.parse(answer.body).code, path).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
          expect(answer.headers.connection, path).toBe('close');
        }
      }
      const feedback = await send(port, '/api/v5/userFeedback/editUserFeedback', {
        method: 'POST',
        headers: json,
        body: over,
      });
      expect(feedback.status).toBe(413);
      expect(JSON.parse(feedback.body).code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
      expect((await send(port, '/api/v1/isLogin.json')).status).toBe(200);
    } finally {
      await stop(server);
      await stop(apiServer);
      await api.close();
    }
  });
});
