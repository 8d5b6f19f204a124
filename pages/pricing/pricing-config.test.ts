import { LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { LoaderContext, PageApi, PageLang } from '../types';
import { pricingConfig } from './pricing-config';
import { pricingFixture } from './pricing-fixtures';
import { loadPricing } from './pricing-page';
import { formatPrice, toComparison, toPricingPlans, yearlySavingPercent } from './pricing-plans';

/** A react-intl that fails the test on any missing message or ICU error. */
function intlFor(lang: PageLang) {
  return createIntl({
    locale: LANGUAGE_TAGS[lang],
    messages: messagesFor(lang),
    onError: (error) => {
      throw error;
    },
  });
}

function context(goodsPrice: PageApi['goodsPrice'], lang: PageLang): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by this page'));
  return {
    lang,
    device: 'desktop',
    params: {},
    query: new URLSearchParams(),
    api: { goodsPrice, partners: unused, agreement: unused, customerServiceList: unused, content: unused },
  };
}

describe('pricing config and plans', () => {
  it('every message id of the config exists in all six languages', () => {
    const ids = collectMessageIds(pricingConfig);
    expect(ids.size).toBeGreaterThan(15);
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it.each(LANGUAGES)('plans and comparison format without a missing message in %s', (lang) => {
    const intl = intlFor(lang);
    const { plans } = pricingFixture('en_US', 'THB');
    expect(toPricingPlans(plans, intl, storyHref(lang))).toHaveLength(4);
    const comparison = toComparison(plans, intl);
    expect(comparison.groups.flatMap((g) => g.rows)).toHaveLength(9);
  });

  it('maps API plans to cards: free text, highlighted recommended plan, sign-up with plan slug', () => {
    const intl = intlFor('en_US');
    const cards = toPricingPlans(pricingFixture('en_US', 'MYR').plans, intl, storyHref('en_US'));
    const [free, basic, pro] = cards;
    expect(free).toMatchObject({ priceText: 'Free', action: { label: 'Start free' } });
    expect(free?.price).toBeUndefined();
    expect(basic).toMatchObject({ price: { monthly: 89, yearly: 890 }, highlighted: false });
    expect(pro).toMatchObject({ highlighted: true, badge: 'Recommended', action: { label: 'Choose Pro' } });
    expect(pro?.action.href).toBe('/en_US/register.htm?source=pricing&plan=pro');
  });

  it('shows unlimited for null limits and plural counts otherwise', () => {
    const comparison = toComparison(pricingFixture('en_US', 'THB').plans, intlFor('en_US'));
    const [shops, orders] = comparison.groups[0]?.rows ?? [];
    expect(shops?.values).toEqual({
      free: '2 shops',
      basic: '5 shops',
      pro: '20 shops',
      business: 'Unlimited',
    });
    expect(orders?.values.basic).toBe('3,000 orders');
  });

  it('leaves out the tool rows when a plan is unknown', () => {
    const plans = pricingFixture('en_US', 'THB').plans.map((p) => ({ ...p, slug: `${p.slug}-2027` }));
    expect(toComparison(plans, intlFor('en_US')).groups).toHaveLength(1);
  });

  it('formats prices per locale and computes the yearly saving', () => {
    // Intl separates symbol and amount with a no-break space in some locales.
    const price = (lang: PageLang, amount: number, currency: string) =>
      formatPrice(intlFor(lang), amount, currency).replace(/\s/g, ' ');
    expect(price('th', 1690, 'THB')).toBe('฿1,690');
    expect(price('vi', 459000, 'VND')).toBe('459.000 ₫');
    expect(price('en_US', 19.9, 'MYR')).toBe('MYR 19.90');
    expect(yearlySavingPercent(pricingFixture('en_US', 'VND').plans)).toBe(17);
    expect(yearlySavingPercent([])).toBe(0);
  });
});

describe('loadPricing', () => {
  it('asks for the prices in the page language', async () => {
    const goodsPrice = vi.fn<PageApi['goodsPrice']>(async () => ({
      code: 0,
      msg: '',
      data: pricingFixture('vi', 'VND'),
    }));
    const data = await loadPricing(context(goodsPrice, 'vi'));
    expect(goodsPrice).toHaveBeenCalledWith('vi');
    expect(data.pricing?.currency).toBe('VND');
  });

  it('maps an API failure or a network error to no pricing instead of throwing', async () => {
    const failed = vi.fn<PageApi['goodsPrice']>(async () => ({
      code: 1007,
      msg: 'error.internal',
      data: null,
    }));
    expect(await loadPricing(context(failed, 'th'))).toEqual({ pricing: null });
    const offline = vi.fn<PageApi['goodsPrice']>(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadPricing(context(offline, 'th'))).toEqual({ pricing: null });
  });
});
