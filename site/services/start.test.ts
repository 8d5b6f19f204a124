// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import th from '../../locales/th/pages/common.json';
import type { PageState } from '../app/app';
import { flattenMessages } from '../intl/catalogues';
import { makeIntl } from '../intl/intl';
import { captureError } from './error-buffer';
import { startClientServices } from './start';
import { STORAGE_KEYS } from './storage';

const intl = makeIntl('th', flattenMessages(th, 'pages.common'));
const config: PageState['config'] = {
  apiBaseUrl: '',
  siteOrigin: 'http://localhost:3000',
  mainHost: 'localhost:3000',
  proHost: '',
  checkHost: '',
  productionHosts: [],
  analyticsKey: '',
  tagIds: {},
  analyticsServerUrl: '',
  appVersion: '1.0.453',
  buildId: 'b1',
};
const state = (overrides: Partial<PageState['config']> = {}) =>
  ({ lang: 'th', mobile: false, page: 'home', config: { ...config, ...overrides } }) as PageState;

let requests: { url: string; body?: unknown }[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = url === '/v' ? { code: 0, msg: 'ok', data: { code: 'CN', flag: 'yes' } } : { code: 0 };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  window.history.replaceState(null, '', '/th/index.htm?sourceChannelId=9&affid=aff');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete window.GTAG_REGISTER;
  for (const c of document.cookie.split(';')) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote.
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  }
});

const start = (s: PageState) =>
  startClientServices({ state: s, ui: () => Promise.resolve({ intl, createRoot }) });

describe('client services start', () => {
  it('stores tracking, asks nothing and loads nothing with an empty configuration', async () => {
    start(state());
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.affid)).toBe('aff'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sourceChannel) ?? '{}').sourceChannelId).toBe(9);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('[data-client-ui]')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows the banner when tags are configured and applies the decision', async () => {
    start(state({ tagIds: { gtag: 'AW-1' } }));
    const accept = await vi.waitFor(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === intl.formatMessage({ id: 'pages.common.consent.acceptAll' }),
      );
      if (!button) throw new Error('no banner yet');
      return button;
    }, 10_000);
    accept.click();
    expect(document.head.querySelector('script[data-tag="gtag"]')).not.toBeNull();
    expect(typeof window.GTAG_REGISTER).toBe('function');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? '{}')).toMatchObject({
      advertising: true,
    });
    window.GTAG_REGISTER?.('9', '+66800000000');
    expect(requests.at(-1)).toEqual({
      url: '/api/collect',
      body: {
        event: 'enhanced_registration',
        properties: { sourceChannelId: '9', phone_number: '+66800000000' },
      },
    });
  });

  it('on a production host reports errors to /api/monitoring', async () => {
    start(state({ productionHosts: ['localhost:3000'] }));
    captureError({ source: 'window.error', error: new Error('boom') });
    await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/monitoring'));
    expect(requests.find((r) => r.url === '/api/monitoring')?.body).toMatchObject({
      错误来源: 'window.error',
      错误信息: 'Error: boom',
      页面地址: 'http://localhost:3000/th/index.htm?sourceChannelId=9&affid=aff',
    });
  });

  it('asks the check on the main host and opens the prompt when it says yes', async () => {
    start(state({ proHost: 'pro.localhost' }));
    await vi.waitFor(
      () => expect(document.querySelector('[data-slot="site-switch-dialog"]')).not.toBeNull(),
      10_000,
    );
    // Payload prefetch asks for this build's route rules one second after start; a busy machine can get
    // there before the dialog opens. The check itself makes exactly one request.
    const urls = requests.map((r) => r.url).filter((url) => !url.startsWith('/builds/meta/'));
    expect(urls).toEqual(['/v']);
  });
});
