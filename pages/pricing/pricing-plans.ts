import type { goodsPriceResponse } from '@sellwise/api/contract';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { PricingComparison, PricingComparisonRow, PricingPlan } from '@sellwise/design-system/sections';
import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { HrefBuilder } from '../types';
import { pricingMessage as m, PLAN_TOOLS } from './pricing-config';
export type GoodsPrice = z.infer<typeof goodsPriceResponse>;
type Plan = GoodsPrice['plans'][number];

/** Money in the visitor's language and the plan's currency: ฿690 / 459.000 ₫ / RM 89. */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** The largest whole-percent saving of yearly over twelve monthly payments among paid plans. */
export function yearlySavingPercent(plans: readonly Plan[]): number {
  const savings = plans
    .filter((p) => p.monthly > 0)
    .map((p) => Math.round((1 - p.yearly / (12 * p.monthly)) * 100));
  return Math.max(0, ...savings);
}

/** API plans as the PricingTable's cards; each sign-up carries the page and the plan. */
export function toPricingPlans(plans: readonly Plan[], intl: IntlShape, href: HrefBuilder): PricingPlan[] {
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: m(id) }, values);
  return plans.map((plan) => {
    const free = plan.monthly === 0 && plan.yearly === 0;
    return {
      id: plan.slug,
      name: plan.name,
      description: plan.description,
      ...(free
        ? { priceText: text('plans.free') }
        : { price: { monthly: plan.monthly, yearly: plan.yearly } }),
      featuresTitle: text('plans.featuresTitle'),
      features: plan.features,
      action: {
        label: free ? text('plans.startFree') : text('plans.choose', { plan: plan.name }),
        href: href(LANG_PAGE_PATHS.register, { source: 'pricing', plan: plan.slug }),
      },
      highlighted: plan.recommended,
      badge: plan.recommended ? text('plans.recommended') : undefined,
    };
  });
}

/** Limits from the API (null = unlimited) and, when every plan is known, the tool rows. */
export function toComparison(plans: readonly Plan[], intl: IntlShape): PricingComparison {
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: m(id) }, values);
  const row = (feature: string, value: (plan: Plan) => boolean | string): PricingComparisonRow => ({
    feature: text(`comparison.rows.${feature}`),
    values: Object.fromEntries(plans.map((plan) => [plan.slug, value(plan)])),
  });
  const limit = (key: keyof Plan['limits'], message: string) => (plan: Plan) => {
    const count = plan.limits[key];
    return count === null ? text('comparison.unlimited') : text(`comparison.values.${message}`, { count });
  };
  const groups = [
    {
      title: text('comparison.groups.limits'),
      rows: [
        row('stores', limit('stores', 'stores')),
        row('ordersPerMonth', limit('orders', 'orders')),
        row('users', limit('users', 'users')),
      ],
    },
  ];
  const tools = plans.map((plan) => PLAN_TOOLS[plan.slug]);
  if (tools.every(Boolean)) {
    const tool = (plan: Plan) => PLAN_TOOLS[plan.slug] as NonNullable<(typeof tools)[number]>;
    groups.push(
      {
        title: text('comparison.groups.tools'),
        rows: [
          row('productSync', () => true),
          row('orderProcessing', (p) => tool(p).orderProcessing),
          row('marketingTools', (p) => tool(p).marketingTools),
          row('dataBoards', (p) => text(`comparison.values.${tool(p).dataBoards}`)),
          row('crawlImports', (p) => tool(p).crawlImports),
        ],
      },
      {
        title: text('comparison.groups.service'),
        rows: [row('supportLevel', (p) => text(`comparison.values.${tool(p).supportLevel}`))],
      },
    );
  }
  return { title: text('comparison.title'), groups };
}
