import type { SpxEnquiryRequest } from '@sellwise/api/contract';
import { choiceSchema, countryCodeSchema, requiredTextField, TEXT_MAX } from '@sellwise/api/contract/fields';
import { type PhoneValue, phoneSchema } from '@sellwise/design-system/forms';
import { z } from 'zod';
import { phoneIssues } from '../visitor/phone-rule';

export const SPX_NAME_MAX = TEXT_MAX.personName;
export const SPX_SHOP_MAX = TEXT_MAX.storeName;

/**
 * The parcels-per-month choices and the number each sends (the API takes a count): the lower end of the
 * range, so the team never reads more volume than the seller has.
 */
export const MONTHLY_PARCELS = {
  under300: 0,
  from300To1000: 300,
  from1000To5000: 1000,
  over5000: 5000,
} as const;
export type MonthlyParcels = keyof typeof MONTHLY_PARCELS;
const PARCEL_CHOICES = Object.keys(MONTHLY_PARCELS) as [MonthlyParcels, ...MonthlyParcels[]];

export type SpxEnquiryValues = {
  name: string;
  phone?: PhoneValue;
  shopName: string;
  country: string;
  monthlyParcels: string;
};

/** The form's rules: the contract's fields of spxEnquiryRequest (api/contract/fields.ts). */
export const spxEnquirySchema = z.object({
  name: requiredTextField(SPX_NAME_MAX),
  // The SPX team calls back, so the number is required and must be valid in its country.
  phone: z
    .custom<PhoneValue | undefined>((value) => value === undefined || typeof value === 'object')
    .superRefine((value, ctx) => {
      for (const message of phoneIssues(phoneSchema, value)) ctx.addIssue({ code: 'custom', message });
    }),
  shopName: requiredTextField(SPX_SHOP_MAX),
  country: countryCodeSchema,
  monthlyParcels: choiceSchema(PARCEL_CHOICES),
});

export function toSpxEnquiryRequest(values: SpxEnquiryValues): SpxEnquiryRequest {
  const phone = values.phone as PhoneValue;
  return {
    name: values.name.trim(),
    phonePrefix: phone.dialCode,
    phoneNumber: phone.nationalNumber,
    shopName: values.shopName.trim(),
    country: values.country,
    monthlyParcels: MONTHLY_PARCELS[values.monthlyParcels as MonthlyParcels],
  };
}
