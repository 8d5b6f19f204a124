import { z } from 'zod';
import {
  countryCodeSchema,
  emailSchema,
  FEEDBACK_TYPES,
  FIELD_MESSAGES,
  MARKETPLACES,
  optionalText,
  PARTNER_TYPES,
  partnerConsentSchema,
  partnerPhoneField,
  phoneNumberSchema,
  phonePrefixSchema,
  requiredTextField,
  SELLERS_SERVED,
  TEXT_MAX,
  TEXT_MIN,
  TIME_SLOTS,
  websiteSchema,
} from './fields.ts';
import { languageSchema } from './language-schema.ts';

/** GET /load/beforeList.json?language= — the locales the site offers (Locale entity: code, language, domain). */
export const beforeListQuery = z.object({ language: languageSchema.optional() });
export const beforeListResponse = z.object({
  language: languageSchema,
  locales: z.array(z.object({ code: languageSchema, language: z.string(), domain: z.string() })),
});

/** GET /api/v1/lang/changeLang.json?lang= */
export const changeLangQuery = z.object({ lang: languageSchema });
export const changeLangResponse = z.object({ lang: languageSchema });

/** GET /api/v1/{x}/goodsPrice.json — prices in the currency of the language's market. */
export const planSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  recommended: z.boolean(),
  currency: z.string(),
  monthly: z.number(),
  yearly: z.number(),
  limits: z.object({
    stores: z.number().nullable(),
    orders: z.number().nullable(),
    users: z.number().nullable(),
  }),
  features: z.array(z.string()),
});
export const goodsPriceResponse = z.object({ currency: z.string(), plans: z.array(planSchema) });
export type Plan = z.infer<typeof planSchema>;

/** GET /api/v1/{lang}/partners.json (not in the spec's table; the partners page reads it). */
export const partnerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(['marketplace', 'logistics', 'payment', 'agency']),
  name: z.string(),
  description: z.string(),
  website: z.string(),
});
export const partnersResponse = z.object({ partners: z.array(partnerSchema) });

/** Customer-service channels; the QR code is an SVG data URL of the channel's link. */
export const CS_CHANNELS = ['whatsapp', 'line', 'zalo', 'wechat', 'email'] as const;
export const csChannelSchema = z.object({
  channel: z.enum(CS_CHANNELS),
  name: z.string(),
  value: z.string(),
  url: z.string(),
  hours: z.string(),
  qrcode: z.string(),
});
export const csListQuery = z.object({ lang: languageSchema.optional() });
export const csListResponse = z.object({ list: z.array(csChannelSchema) });
export const csQrcodeQuery = z.object({ channel: z.enum(CS_CHANNELS), lang: languageSchema.optional() });
export type CsChannel = z.infer<typeof csChannelSchema>;

/** GET /api/v1/agreement/getPrivacyAgreement.json — agreementType 1 or privacy, 2 or terms. */
export const agreementQuery = z.object({
  agreementLanguage: languageSchema,
  agreementType: z
    .enum(['1', '2', 'privacy', 'terms'])
    .transform((t) => (t === '1' || t === 'privacy' ? 'privacy' : 'terms')),
});
export const agreementResponse = z.object({
  type: z.enum(['privacy', 'terms']),
  lang: languageSchema,
  title: z.string(),
  updatedAt: z.string(),
  html: z.string(),
});

/** POST /api/v1/appointment/train/notLoggedAdd.json */
export const trainingRequest = z.object({
  name: requiredTextField(TEXT_MAX.personName),
  email: emailSchema,
  phonePrefix: phonePrefixSchema,
  phoneNumber: phoneNumberSchema,
  country: countryCodeSchema,
  date: z.iso.date(),
  timeSlot: z.enum(TIME_SLOTS),
  marketplace: z.enum(MARKETPLACES),
  trainingLanguage: languageSchema,
  storeName: optionalText(TEXT_MAX.storeName),
  remark: optionalText(TEXT_MAX.remark),
});
export const trainingResponse = z.object({ id: z.number(), date: z.string(), timeSlot: z.string() });
export type TrainingRequest = z.input<typeof trainingRequest>;

/** POST /api/v5/userFeedback/editUserFeedback (form). */
export const feedbackRequest = z.object({
  content: requiredTextField(TEXT_MAX.feedback, {
    length: TEXT_MIN.feedback,
    message: FIELD_MESSAGES.feedbackTooShort,
  }),
  type: z.enum(FEEDBACK_TYPES).default('suggestion'),
  contact: optionalText(TEXT_MAX.feedbackContact),
  pageUrl: optionalText(TEXT_MAX.url),
  lang: languageSchema.optional(),
});
export const idResponse = z.object({ id: z.number() });

/** SPX logistics landing page: GET /api/v5/tem/logistics/spx/data.json, POST /tem/logistics/spx/data.json. */
export const spxDataResponse = z.object({
  regions: z.array(
    z.object({ country: z.string(), name: z.string(), pickupDays: z.string(), codAvailable: z.boolean() }),
  ),
  enquiries: z.number(),
});
export const spxEnquiryRequest = z.object({
  name: requiredTextField(TEXT_MAX.personName),
  phonePrefix: phonePrefixSchema,
  phoneNumber: phoneNumberSchema,
  shopName: requiredTextField(TEXT_MAX.storeName),
  country: countryCodeSchema,
  monthlyParcels: z.coerce.number().int().min(0).max(10_000_000),
});
export type SpxDataResponse = z.infer<typeof spxDataResponse>;
export type SpxEnquiryRequest = z.input<typeof spxEnquiryRequest>;

/**
 * POST /api/v1/partners/apply.json (not in the spec's table; partners/config.htm sends it).
 * `country` is an ISO 3166-1 alpha-2 code, as the training booking takes it.
 */
export const partnerApplicationRequest = z.object({
  companyName: requiredTextField(TEXT_MAX.companyName),
  contactName: requiredTextField(TEXT_MAX.personName),
  jobTitle: optionalText(TEXT_MAX.jobTitle),
  email: emailSchema,
  phone: partnerPhoneField.optional(),
  country: countryCodeSchema,
  website: z.union([z.literal(''), websiteSchema]).optional(),
  partnerType: z.enum(PARTNER_TYPES),
  sellersServed: z.enum(SELLERS_SERVED),
  message: requiredTextField(TEXT_MAX.partnerMessage, {
    length: TEXT_MIN.partnerMessage,
    message: FIELD_MESSAGES.partnerMessageTooShort,
  }),
  consent: partnerConsentSchema,
  lang: languageSchema.optional(),
});
export type PartnerApplicationRequest = z.input<typeof partnerApplicationRequest>;
export const partnerApplicationResponse = z.object({ id: z.number(), email: z.string() });
