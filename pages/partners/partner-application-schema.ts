import type { PartnerApplicationRequest } from '@sellwise/api/contract';
import { emailSchema, formMessageIds, requiredText } from '@sellwise/design-system/forms';
import { z } from 'zod';

// The contract's lists and limits (pages import only its types); the schema test checks they stay equal.
export const PARTNER_TYPES = [
  'marketplace',
  'logistics',
  'payment',
  'agency',
  'other',
] as const satisfies readonly PartnerApplicationRequest['partnerType'][];
export const SELLERS_SERVED = [
  '1-50',
  '51-500',
  '501-5000',
  '5000+',
] as const satisfies readonly PartnerApplicationRequest['sellersServed'][];
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const MAX_LENGTH = {
  companyName: 120,
  contactName: 80,
  jobTitle: 80,
  phone: 32,
  website: 2048,
} as const;

const E = 'pages.partners.config.errors';

/** "www.example.com" is what people type; the API takes full http(s) addresses. */
export const withScheme = (website: string) => {
  const trimmed = website.trim();
  return trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
};
const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
const isPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 6 && digits <= 15;
};

/** Mirrors partnerApplicationRequest in api/contract/site.ts; optional fields are empty strings here. */
export const partnerApplicationSchema = z.object({
  companyName: requiredText.max(MAX_LENGTH.companyName),
  contactName: requiredText.max(MAX_LENGTH.contactName),
  jobTitle: z.string().trim().max(MAX_LENGTH.jobTitle),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(MAX_LENGTH.phone)
    .refine((v) => v === '' || isPhone(v), { error: `${E}.phoneInvalid` }),
  country: z.string().regex(/^[A-Z]{2}$/, { error: formMessageIds.required }),
  website: z
    .string()
    .trim()
    .max(MAX_LENGTH.website)
    .refine((v) => v === '' || webAddress.safeParse(withScheme(v)).success, { error: `${E}.websiteInvalid` }),
  partnerType: z.enum(PARTNER_TYPES, { error: formMessageIds.required }),
  sellersServed: z.enum(SELLERS_SERVED, { error: formMessageIds.required }),
  message: requiredText.min(MESSAGE_MIN, { error: `${E}.messageTooShort` }).max(MESSAGE_MAX),
  consent: z.literal(true, { error: `${E}.consentRequired` }),
});
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;
/** What the fields hold while the visitor types: text (choices start empty) and the consent box. */
export type PartnerApplicationValues = Record<Exclude<keyof PartnerApplication, 'consent'>, string> & {
  consent: boolean;
};

/** What the form starts with: nothing chosen, consent not given. */
export const EMPTY_APPLICATION: PartnerApplicationValues = {
  companyName: '',
  contactName: '',
  jobTitle: '',
  email: '',
  phone: '',
  country: '',
  website: '',
  partnerType: '',
  sellersServed: '',
  message: '',
  consent: false,
};

/** The API's body: trimmed text, empty optional fields left out, the website with its scheme. */
export function toPartnerApplication(values: PartnerApplication): PartnerApplicationRequest {
  const optional = (key: 'jobTitle' | 'phone' | 'website', value: string) => (value ? { [key]: value } : {});
  return {
    companyName: values.companyName,
    contactName: values.contactName,
    ...optional('jobTitle', values.jobTitle),
    email: values.email,
    ...optional('phone', values.phone),
    country: values.country,
    ...optional('website', withScheme(values.website)),
    partnerType: values.partnerType,
    sellersServed: values.sellersServed,
    message: values.message,
    consent: true,
  };
}
