// @vitest-environment jsdom
import { ACCEPT_ALL, REJECT_ALL } from '@sellwise/design-system/overlays';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  other: 'x',
};
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
  it('loads nothing without consent', () => {
    loadTags({ tagIds, consent: REJECT_ALL, doc: document, nonce: 'n', loaded: new Set() });
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

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
