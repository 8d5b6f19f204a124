import { z } from 'zod';
import { emailSchema, optionalText, phoneNumberSchema, phonePrefixSchema } from './fields.ts';
import { languageSchema } from './languages.ts';

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
export const TIME_SLOTS = ['09:00', '10:30', '14:00', '15:30', '19:00'] as const;
export const MARKETPLACES = ['shopee', 'lazada', 'tiktok', 'shopify', 'tokopedia'] as const;
export const trainingRequest = z.object({
  name: z.string().trim().min(1).max(80),
  email: emailSchema,
  phonePrefix: phonePrefixSchema,
  phoneNumber: phoneNumberSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  date: z.iso.date(),
  timeSlot: z.enum(TIME_SLOTS),
  marketplace: z.enum(MARKETPLACES),
  trainingLanguage: languageSchema,
  storeName: optionalText(120),
  remark: optionalText(1000),
});
export const trainingResponse = z.object({ id: z.number(), date: z.string(), timeSlot: z.string() });
export type TrainingRequest = z.input<typeof trainingRequest>;

/** POST /api/v5/userFeedback/editUserFeedback (form). */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'content', 'other'] as const;
export const feedbackRequest = z.object({
  content: z.string().trim().min(5).max(2000),
  type: z.enum(FEEDBACK_TYPES).default('suggestion'),
  contact: optionalText(254),
  pageUrl: optionalText(2048),
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
  name: z.string().trim().min(1).max(80),
  phonePrefix: phonePrefixSchema,
  phoneNumber: phoneNumberSchema,
  shopName: z.string().trim().min(1).max(120),
  country: z.string().regex(/^[A-Z]{2}$/),
  monthlyParcels: z.coerce.number().int().min(0).max(10_000_000),
});

/**
 * POST /api/v1/partners/apply.json (not in the spec's table; partners/config.htm sends it).
 * `country` is an ISO 3166-1 alpha-2 code, as the training booking takes it.
 */
export const PARTNER_TYPES = ['marketplace', 'logistics', 'payment', 'agency', 'other'] as const;
export const SELLERS_SERVED = ['1-50', '51-500', '501-5000', '5000+'] as const;
export const PARTNER_MESSAGE_MIN = 10;
export const PARTNER_MESSAGE_MAX = 2000;
export const partnerApplicationRequest = z.object({
  companyName: z.string().trim().min(1).max(120),
  contactName: z.string().trim().min(1).max(80),
  jobTitle: optionalText(80),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^(\+?[\d\s()-]{6,32})?$/)
    .optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(2048)])
    .optional(),
  partnerType: z.enum(PARTNER_TYPES),
  sellersServed: z.enum(SELLERS_SERVED),
  message: z.string().trim().min(PARTNER_MESSAGE_MIN).max(PARTNER_MESSAGE_MAX),
  consent: z.literal(true),
  lang: languageSchema.optional(),
});
export type PartnerApplicationRequest = z.input<typeof partnerApplicationRequest>;
export const partnerApplicationResponse = z.object({ id: z.number(), email: z.string() });
