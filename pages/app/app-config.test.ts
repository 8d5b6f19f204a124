import { LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { messagesFor } from '../stories-support/with-intl';
import { appConfig, qrCodeDownloadConfig, STORE_LINKS } from './app-config';
import { detectPlatform } from './qr-code-download-page';

describe.each([appConfig, qrCodeDownloadConfig])('$id config', (config) => {
  it('every message id exists in all six languages', () => {
    const ids = collectMessageIds(config);
    expect(ids.size).toBeGreaterThan(5);
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('signs up with the page as source', () => {
    const cta = config.sections.find((s) => s.id === 'cta');
    expect(cta?.props).toMatchObject({ primaryAction: { href: `register.htm?source=${config.id}` } });
  });
});

describe('store links', () => {
  it('are https addresses, left alone by localizeHrefs', () => {
    for (const link of Object.values(STORE_LINKS)) expect(new URL(link).protocol).toBe('https:');
  });

  it('the app page offers both stores and the QR page one button per phone type', () => {
    const download = appConfig.sections.find((s) => s.type === 'appDownload');
    expect(download?.props).toMatchObject({
      stores: [{ href: STORE_LINKS.appStore }, { href: STORE_LINKS.googlePlay }],
    });
    expect(qrCodeDownloadConfig.download.platforms.map((p) => p.href)).toEqual([
      STORE_LINKS.appStore,
      STORE_LINKS.googlePlay,
    ]);
  });
});

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari', 5, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/126.0 Mobile Safari', 5, 'android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari', 0, 'other'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari', 0, 'other'],
  ] as const)('%s (%i touch points) is %s', (ua, touch, platform) => {
    expect(detectPlatform(ua, touch)).toBe(platform);
  });
});
