// @vitest-environment jsdom
import { ACCEPT_ALL, REJECT_ALL } from '@sellwise/design-system/overlays';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../server/security';
import { defineGtagRegister, loadTags, TAGS } from './tags';

type W = Window & Record<string, unknown>;
const win = window as unknown as W;
const tagIds = {
  gtag: 'AW-1',
  ga: 'G-2',
  clarity: 'c3',
  hotjar: '4',
  fbq: '5',
  line: 'l6',
  tiktok: 'T7',
  captcha: '1900000001',
  turnstile: '0x4AAA',
  other: 'x',
};
/** Whether the page CSP (with tags configured) lets a script load from this address. */
function allowedByCsp(src: URL): boolean {
  const csp = securityHeaders('n', { https: true, tags: true })['content-security-policy'] ?? '';
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  return scriptSrc
    .split(' ')
    .filter((s) => s.startsWith('https://'))
    .some((source) => {
      const host = source.slice('https://'.length);
      return host.startsWith('*.') ? src.host.endsWith(host.slice(1)) : src.host === host;
    });
}

const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-tag]')].map((s) => s.dataset.tag);

afterEach(() => {
  document.head.innerHTML = '';
  for (const name of [
    'dataLayer',
    'gtag',
    'clarity',
    'hj',
    '_hjSettings',
    'fbq',
    '_fbq',
    '_lt',
    'ttq',
    'GTAG_REGISTER',
  ])
    delete win[name];
});

describe('third-party tags', () => {
  it('loads nothing without consent: the necessary captcha service and widget load with their forms', () => {
    loadTags({ tagIds, consent: REJECT_ALL, doc: document, nonce: 'n', loaded: new Set() });
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  // Loaded by services/human-checks.ts when a form needs them (its tests), from a host the CSP allows.
  it.each(['captcha', 'turnstile'])('%s: necessary, on demand, from a host the CSP allows', (kind) => {
    const tag = TAGS[kind];
    expect(tag).toMatchObject({ purpose: 'necessary', onDemand: true });
    expect(allowedByCsp(new URL(tag?.src('id1') ?? ''))).toBe(true);
  });

  // Spec §7's kinds: ad tag manager, session recording, social pixel, messaging-app ad tag, short-video
  // pixel, two behaviour-analytics tags (the captcha service and bot-challenge widget are above).
  it.each(['gtag', 'clarity', 'fbq', 'line', 'tiktok', 'ga', 'hotjar'])(
    '%s: loads from its config id behind its purpose, from a host the CSP allows; empty id loads nothing',
    (kind) => {
      const tag = TAGS[kind];
      expect(tag).toBeDefined();
      const purpose = tag?.purpose ?? 'necessary';
      loadTags({ tagIds: { [kind]: '' }, consent: ACCEPT_ALL, doc: document, nonce: 'n', loaded: new Set() });
      expect(scripts()).toEqual([]);
      if (purpose !== 'necessary') {
        const refused = { ...ACCEPT_ALL, [purpose]: false };
        loadTags({
          tagIds: { [kind]: 'id1' },
          consent: refused,
          doc: document,
          nonce: 'n',
          loaded: new Set(),
        });
        expect(scripts()).toEqual([]);
      }
      const only = { ...REJECT_ALL, [purpose]: true };
      loadTags({ tagIds: { [kind]: 'id1' }, consent: only, doc: document, nonce: 'n', loaded: new Set() });
      expect(scripts()).toEqual([kind]);
      const src = new URL(document.head.querySelector<HTMLScriptElement>('script[data-tag]')?.src ?? '');
      expect(allowedByCsp(src), src.host).toBe(true);
    },
  );

  it('loads each consented purpose once, with the nonce, ignoring unknown keys', () => {
    const loaded = new Set<string>();
    loadTags({
      tagIds,
      consent: { necessary: true, analytics: true, advertising: false },
      doc: document,
      nonce: 'n0nce',
      loaded,
    });
    expect(scripts()).toEqual(['ga', 'clarity', 'hotjar']);
    loadTags({ tagIds, consent: ACCEPT_ALL, doc: document, nonce: 'n0nce', loaded });
    expect(scripts()).toEqual(['ga', 'clarity', 'hotjar', 'gtag', 'fbq', 'line', 'tiktok']);
    const gtag = document.head.querySelector<HTMLScriptElement>('script[data-tag="gtag"]');
    expect(gtag?.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-1');
    expect(gtag?.nonce).toBe('n0nce');
    expect(gtag?.async).toBe(true);
  });

  it('sets up each vendor queue before its script runs', () => {
    loadTags({ tagIds, consent: ACCEPT_ALL, doc: document, nonce: undefined, loaded: new Set() });
    const dataLayer = (win.dataLayer as IArguments[]).map((args) => [...args]);
    expect(dataLayer).toContainEqual(['config', 'AW-1', { allow_enhanced_conversions: true }]);
    expect(dataLayer).toContainEqual(['config', 'G-2']);
    expect((win.fbq as { queue: unknown[] }).queue).toEqual([
      ['init', '5'],
      ['track', 'PageView'],
    ]);
    expect((win._lt as { q: unknown[] }).q).toEqual([
      ['init', { customerType: 'lap', tagId: 'l6' }],
      ['send', 'pv', ['l6']],
    ]);
    expect([...(win.ttq as unknown[])]).toEqual([['page']]);
    expect(win._hjSettings).toEqual({ hjid: 4, hjsv: 6 });
    expect(TAGS.tiktok?.src('T7')).toContain('sdkid=T7');
  });
});

describe('GTAG_REGISTER', () => {
  it('sets the phone number, sends the conversion, then the enhanced registration', () => {
    const collect = vi.fn();
    defineGtagRegister(window, { gtag: 'AW-1', gtagConversion: 'AW-1/signup' }, collect);
    window.GTAG_REGISTER?.('12', '+66812345678');
    const dataLayer = (win.dataLayer as IArguments[]).map((args) => [...args]);
    expect(dataLayer).toEqual([
      ['set', 'user_data', { phone_number: '+66812345678' }],
      ['event', 'conversion', { send_to: 'AW-1/signup' }],
    ]);
    expect(collect).toHaveBeenCalledWith({
      event: 'enhanced_registration',
      properties: { sourceChannelId: '12', phone_number: '+66812345678' },
    });
  });

  it('still reports to the own endpoint without an ad tag id; phone defaults to empty', () => {
    const collect = vi.fn();
    defineGtagRegister(window, {}, collect);
    (window.GTAG_REGISTER as unknown as (id: string) => void)('');
    expect(win.dataLayer).toBeUndefined();
    expect(collect).toHaveBeenCalledWith({
      event: 'enhanced_registration',
      properties: { sourceChannelId: '', phone_number: '' },
    });
  });
});
