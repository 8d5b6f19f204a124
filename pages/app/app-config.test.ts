import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { messagesFor } from '../stories-support/with-intl';
import type { PageLang } from '../types';
import { appConfig, qrCodeDownloadConfig, STORE_LINKS } from './app-config';

const LANGS: PageLang[] = ['en_US', 'in', 'th', 'vi', 'zh_CN', 'ms_MY'];

describe.each([appConfig, qrCodeDownloadConfig])('$id config', (config) => {
  it('every message id exists in all six languages', () => {
    const ids = collectMessageIds(config);
    expect(ids.size).toBeGreaterThan(5);
    for (const lang of LANGS) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('offers both stores over https and signs up with the page as source', () => {
    const download = config.sections.find((s) => s.type === 'appDownload');
    expect(download?.props).toMatchObject({
      stores: [{ href: STORE_LINKS.appStore }, { href: STORE_LINKS.googlePlay }],
    });
    for (const link of Object.values(STORE_LINKS)) expect(new URL(link).protocol).toBe('https:');
    const cta = config.sections.find((s) => s.id === 'cta');
    expect(cta?.props).toMatchObject({ primaryAction: { href: `register.htm?source=${config.id}` } });
  });
});
