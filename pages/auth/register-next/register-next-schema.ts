import type { RegisterProfileRequest } from '@sellwise/api/contract';
import {
  MARKETPLACES,
  MONTHLY_ORDER_BANDS,
  requiredTextField,
  TEXT_MAX,
} from '@sellwise/api/contract/fields';
import { z } from 'zod';

export const MARKETPLACE_OPTIONS = MARKETPLACES;
export const ORDER_BANDS = MONTHLY_ORDER_BANDS;
export const STORE_NAME_MAX = TEXT_MAX.storeName;

export const registerNextSchema = z.object({
  storeName: requiredTextField(STORE_NAME_MAX),
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
