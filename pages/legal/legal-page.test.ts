import { LANGUAGES } from '@sellwise/api/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../stories-support/with-intl';
import type { LoaderContext, PageApi, PageLang } from '../types';
import { agreementFixture } from './legal-fixtures';
import { describeAgreement, formatUpdated, LEGAL_PAGES, privacyPolicyPage, termsPage } from './legal-page';

const ERROR_IDS = ['pages.common.error.title', 'pages.common.error.text', 'pages.common.error.retry'];

function context(agreement: PageApi['agreement'], lang: PageLang): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by this page'));
  return {
    lang,
    device: 'desktop',
    params: {},
    query: new URLSearchParams(),
    api: { agreement, goodsPrice: unused, partners: unused, customerServiceList: unused, content: unused },
  };
}

const answering = () =>
  vi.fn<PageApi['agreement']>(async (q) => ({
    code: 0,
    msg: '',
    data: agreementFixture(q.agreementType === '1' ? 'privacy' : 'terms', q.agreementLanguage),
  }));

describe('legal pages', () => {
  it('every message id they render exists in all six languages', () => {
    const ids = [
      ...Object.values(LEGAL_PAGES).map((p) => p.label),
      ...ERROR_IDS,
      'pages.common.meta.description',
    ];
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('asks for the privacy policy (type 1) and the terms (type 2) in the page language', async () => {
    const agreement = answering();
    const privacy = await privacyPolicyPage.loader?.(context(agreement, 'th'));
    expect(agreement).toHaveBeenLastCalledWith({ agreementLanguage: 'th', agreementType: '1' });
    expect(privacy?.agreement?.title).toBe('นโยบายความเป็นส่วนตัว');
    const terms = await termsPage.loader?.(context(agreement, 'zh_CN'));
    expect(agreement).toHaveBeenLastCalledWith({ agreementLanguage: 'zh_CN', agreementType: '2' });
    expect(terms?.agreement?.type).toBe('terms');
  });

  it('maps an API failure or a network error to no agreement instead of throwing', async () => {
    const failed = vi.fn<PageApi['agreement']>(async () => ({
      code: 3005,
      msg: 'error.agreementNotFound',
      data: null,
    }));
    expect(await termsPage.loader?.(context(failed, 'vi'))).toEqual({ agreement: null });
    const offline = vi.fn<PageApi['agreement']>(() => Promise.reject(new TypeError('fetch failed')));
    expect(await privacyPolicyPage.loader?.(context(offline, 'vi'))).toEqual({ agreement: null });
  });

  it('takes meta from the agreement, or the footer label when it failed', () => {
    const intl = createIntl({ locale: 'en-US', messages: messagesFor('en_US') });
    const data = { agreement: agreementFixture('terms', 'en_US') };
    const meta = termsPage.meta({ data, intl, params: {} });
    expect(meta.title).toBe('Terms of service');
    expect(meta.description).toMatch(/^These terms apply when you create a Sellwise account/);
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(privacyPolicyPage.meta({ data: { agreement: null }, intl, params: {} }).title).toBe(
      'Privacy policy',
    );
  });

  it('formats the updated date per locale as a calendar day', () => {
    const date = (lang: PageLang, locale: string) =>
      formatUpdated(createIntl({ locale, messages: messagesFor(lang) }), '2026-10-01');
    expect(date('en_US', 'en-US')).toBe('October 1, 2026');
    expect(date('zh_CN', 'zh-CN')).toBe('2026年10月1日');
    expect(date('th', 'th')).toBe('1 ตุลาคม 2569');
  });

  it('describes an agreement by its first paragraph, without markup, cut at 155 characters', () => {
    expect(describeAgreement('<p>Short <strong>and</strong> clear &amp; fair.</p><p>More</p>')).toBe(
      'Short and clear & fair.',
    );
    const long = describeAgreement(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('…')).toBe(true);
  });
});
