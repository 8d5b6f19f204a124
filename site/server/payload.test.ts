import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { fastPath } from './fast-path';
import { createSiteApp } from './site-app';
import { StaticAnswers } from './static-answers';

const STATE = '{"lang":"en_US","page":"about","data":null}';
const PAGE = `<!doctype html><p>About</p><script id="__SW_STATE__" type="application/json" nonce="__SW_NONCE__">${STATE}</script>`;

function app() {
  const config = configFromEnv({}, 'b7');
  const prerendered = new Map([['/en_US/about.htm', Promise.resolve(PAGE)]]);
  return createSiteApp({
    config,
    clientDir: mkdtempSync(`${tmpdir()}/sw-client-`),
    render: async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<p>page</p>' }),
    blogFeed: async () => ({ status: 200, headers: {}, body: '' }),
    robots: () => '',
    sitemap: async () => '<urlset/>',
    prerendered,
  });
}

describe('{route}/_payload.json', () => {
  it("answers a prerendered page's state, kept for good under this build's id", async () => {
    const site = app();
    const res = await site.request('/en_US/about.htm/_payload.json?b7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.json()).toEqual(JSON.parse(STATE));
    const other = await site.request('/en_US/about.htm/_payload.json?b6');
    expect(other.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 404 for a page without a prerendered payload', async () => {
    const res = await app().request('/en_US/login.htm/_payload.json?b7');
    expect(res.status).toBe(404);
  });

  it('is never taken for a page by the fast path, even when that page is kept', () => {
    let handedOver = false;
    const statics = new StaticAnswers(configFromEnv({}, 'b7'));
    const choice = { key: '/en_US/about.htm', status: 200, shared: true, vary: [] } as never;
    statics.pageFrom(choice, PAGE);
    const listener = fastPath({
      statics,
      choose: () => choice,
      files: new Set(),
      hono: () => {
        handedOver = true;
      },
    });
    const res = { writeHead: () => {}, end: () => {} };
    listener({ method: 'GET', url: '/en_US/about.htm/_payload.json', headers: {} } as never, res as never);
    expect(handedOver).toBe(true);
  });
});
