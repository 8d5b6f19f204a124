import { LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it, vi } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { messagesFor } from '../stories-support/with-intl';
import type { LoaderContext, PageApi, PageLang } from '../types';
import { PARTNER_KINDS, partnersConfig } from './partners-config';
import { PARTNER_FORM_FIELDS } from './partners-config-page';
import { partnersFixture } from './partners-fixtures';
import { loadPartners } from './partners-page';

/** Ids the directory and the become-a-partner page render outside the config. */
const componentIds = [
  ...['title', 'intro', 'visit', 'empty'].map((k) => `pages.partners.directory.${k}`),
  ...PARTNER_KINDS.map((k) => `pages.partners.directory.kinds.${k}`),
  ...PARTNER_FORM_FIELDS.map((f) => `pages.partners.config.fields.${f}`),
  ...['title', 'text', 'meta.title', 'meta.description', 'fields.messagePlaceholder'].map(
    (k) => `pages.partners.config.${k}`,
  ),
  'pages.common.error.title',
  'pages.common.actions.contactUs',
  'pages.common.form.selectPlaceholder',
  'pages.common.nav.partners',
];

function context(partners: PageApi['partners'], lang: PageLang = 'th'): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by this page'));
  return {
    lang,
    device: 'desktop',
    params: {},
    query: new URLSearchParams(),
    api: { partners, goodsPrice: unused, agreement: unused, customerServiceList: unused, content: unused },
  };
}

describe('partners pages', () => {
  it('every message id exists in all six languages', () => {
    const ids = [...collectMessageIds(partnersConfig), ...componentIds];
    expect(ids.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('loads the partners in the page language', async () => {
    const partners = vi.fn<PageApi['partners']>(async () => ({
      code: 0,
      msg: '',
      data: { partners: partnersFixture('th') },
    }));
    const data = await loadPartners(context(partners, 'th'));
    expect(partners).toHaveBeenCalledWith('th');
    expect(data.partners?.map((p) => p.name)).toContain('Shopee');
  });

  it('maps an API failure or a network error to no partners instead of throwing', async () => {
    const failed = vi.fn<PageApi['partners']>(async () => ({
      code: 1007,
      msg: 'error.internal',
      data: null,
    }));
    expect(await loadPartners(context(failed))).toEqual({ partners: null });
    const offline = vi.fn<PageApi['partners']>(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadPartners(context(offline))).toEqual({ partners: null });
  });
});
