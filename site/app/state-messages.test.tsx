import { homePage } from '@sellwise/pages/home/home-page';
import { landingPage } from '@sellwise/pages/landing/landing-page';
import { partnersPage } from '@sellwise/pages/partners/partners-page';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { type RenderDeps, render } from '../entry-server';
import { CHROME_NAMESPACES, SITE_WIDE_NAMESPACES } from './app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

const deps: RenderDeps = {
  config: configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example' }, 'test'),
  apiFetch: (async () =>
    new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }))) as unknown as typeof fetch,
  apiBaseUrl: 'http://in-process',
  assets: { script: '/assets/entry.js', css: ['/assets/entry.css'], preload: [] },
  nonce: 'n0nce',
};

/** The messages a page ships: the plain ones in its state and the precompiled ones beside it. */
async function shipped(path: string, ua = DESKTOP) {
  const result = await render(
    new Request(`https://www.sellwise.example${path}`, { headers: { 'user-agent': ua } }),
    deps,
  );
  const html =
    result.body instanceof ReadableStream ? await new Response(result.body).text() : String(result.body);
  const script = (id: string) =>
    new RegExp(`<script id="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '{}';
  const state = JSON.parse(script('__SW_STATE__'));
  return { state, ids: [...Object.keys(state.messages), ...Object.keys(JSON.parse(script('__SW_ICU__')))] };
}

describe('the messages a page ships to the browser', { timeout: 30_000 }, () => {
  it.each([
    ['/en_US/index.htm', DESKTOP],
    ['/m/en_US/index.htm', IPHONE],
  ])(
    '%s: none that only static sections or the head use, and all that hydrating ones do',
    async (path, ua) => {
      const { state, ids } = await shipped(path, ua);
      const serverOnly = homePage.serverOnlyMessages?.({}) ?? new Set();
      expect(serverOnly.size).toBeGreaterThan(50);
      const chrome = (id: string) => CHROME_NAMESPACES.some((ns) => id.startsWith(`${ns}.`));
      expect(ids.filter((id) => serverOnly.has(id) && !chrome(id))).toEqual([]);
      // The hero and the FAQ hydrate: their texts ship; the app-download section's (pages.app) do not.
      expect(ids).toContain('pages.home.faq.title');
      expect(ids).toContain('pages.home.firstBanner.title');
      expect(ids.filter((id) => id.startsWith('pages.app.'))).toEqual([]);
      expect(ids).not.toContain('pages.home.meta.title');
      expect(ids).not.toContain('pages.home.stats.title');
      // The chrome hydrates: its texts ship.
      expect(state.messages['pages.common.skipLink']).toBeTruthy();
    },
  );

  it('ships the chrome’s copy even when a static section uses the same id (partners: its CTA and the header’s “Start free trial”)', async () => {
    const serverOnly = partnersPage.serverOnlyMessages?.({}) ?? new Set();
    expect(serverOnly.has('pages.common.actions.startFreeTrial')).toBe(true);
    for (const path of ['/th/partners.htm', '/en_US/partners.htm']) {
      const { ids } = await shipped(path);
      expect(ids).toContain('pages.common.actions.startFreeTrial');
    }
  });

  it('ships no message outside the page’s namespaces, the site-wide ones and the API’s error texts', async () => {
    for (const [path, page, params] of [
      ['/en_US/index.htm', homePage, {}],
      ['/en_US/frontend/shopeeSellerAdsPage.html', landingPage, { name: 'shopeeSellerAdsPage' }],
    ] as const) {
      const allowed = [
        ...(page.namespacesFor?.(params) ?? page.namespaces),
        ...SITE_WIDE_NAMESPACES,
        'error',
      ];
      const { ids } = await shipped(path);
      expect(ids.filter((id) => !allowed.some((ns) => id.startsWith(`${ns}.`)))).toEqual([]);
    }
  });

  it.each([
    ['/en_US/introduction/order.htm', ['pages.introduction.order.']],
    ['/m/th/crawlIntroduce.htm', ['pages.introduction.introduce.crawl.', 'pages.introduction.crawl.']],
  ])('%s ships no other introduction page’s texts (they share one catalogue file)', async (path, own) => {
    const { state, ids } = await shipped(path, path.startsWith('/m/') ? IPHONE : DESKTOP);
    const introduction = ids.filter((id) => id.startsWith('pages.introduction.'));
    // Its interactive sections' texts (the FAQ) do ship.
    expect(introduction.length).toBeGreaterThan(0);
    expect(introduction.filter((id) => !own.some((part) => id.startsWith(part)))).toEqual([]);
    expect(JSON.stringify(state).length).toBeLessThan(20_000);
  });

  it('keeps the home page’s state small: its static sections’ copy stays in the HTML only', async () => {
    const { state } = await shipped('/en_US/index.htm');
    expect(JSON.stringify(state).length).toBeLessThan(18_000);
  });
});
