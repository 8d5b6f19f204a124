import type { MARKETPLACES, MONTHLY_ORDER_BANDS, RegisterProfileRequest } from '@sellwise/api/contract';
import { requiredText } from '@sellwise/design-system/forms';
import { z } from 'zod';

// The contract's lists, repeated as literals so the page does not load the contract module; the types
// (and register-next-schema.test.ts) keep both in step.
export const MARKETPLACE_OPTIONS = [
  'shopee',
  'lazada',
  'tiktok',
  'shopify',
  'tokopedia',
] as const satisfies readonly (typeof MARKETPLACES)[number][];
export const ORDER_BANDS = [
  'under100',
  '100to1000',
  '1000to10000',
  'over10000',
] as const satisfies readonly (typeof MONTHLY_ORDER_BANDS)[number][];

/** The contract's store-name limit. */
export const STORE_NAME_MAX = 120;

export const registerNextSchema = z.object({
  storeName: requiredText.max(STORE_NAME_MAX, { error: 'pages.register.errors.tooLong' }),
  marketplaces: z
    .array(z.enum(MARKETPLACE_OPTIONS), { error: 'pages.register.next.errors.marketplaces' })
    .min(1, { error: 'pages.register.next.errors.marketplaces' }),
  monthlyOrders: z.enum(ORDER_BANDS, { error: 'pages.register.next.errors.monthlyOrders' }),
});

export type RegisterNextValues = {
  storeName: string;
  marketplaces: (typeof MARKETPLACE_OPTIONS)[number][];
  monthlyOrders: (typeof ORDER_BANDS)[number] | '';
};

export const registerNextDefaults: RegisterNextValues = {
  storeName: '',
  marketplaces: [],
  monthlyOrders: '',
};

/** The saveProfile call for validated values. */
export function profileInput(values: RegisterNextValues): RegisterProfileRequest {
  return {
    storeName: values.storeName.trim(),
    marketplaces: values.marketplaces,
    monthlyOrders: values.monthlyOrders as (typeof ORDER_BANDS)[number],
  };
}
