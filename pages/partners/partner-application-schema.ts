import type { PartnerApplicationRequest } from '@sellwise/api/contract';
import {
  choiceSchema,
  countryCodeSchema,
  emailField,
  FIELD_MESSAGES,
  PARTNER_TYPES,
  partnerConsentSchema,
  partnerPhoneField,
  requiredTextField,
  SELLERS_SERVED,
  TEXT_MAX,
  TEXT_MIN,
  textField,
  websiteSchema,
} from '@sellwise/api/contract/fields';
import { z } from 'zod';

export { PARTNER_TYPES, SELLERS_SERVED };
export const MESSAGE_MIN = TEXT_MIN.partnerMessage;
export const MESSAGE_MAX = TEXT_MAX.partnerMessage;
export const MAX_LENGTH = {
  companyName: TEXT_MAX.companyName,
  contactName: TEXT_MAX.personName,
  jobTitle: TEXT_MAX.jobTitle,
  phone: TEXT_MAX.partnerPhone,
  website: TEXT_MAX.url,
} as const;

/** "www.example.com" is what people type; the API takes full http(s) addresses. */
export const withScheme = (website: string) => {
  const trimmed = website.trim();
  return trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

/** The contract's web address once the scheme is added, so the limit counts what is sent. */
const website = z
  .string()
  .transform(withScheme)
  .superRefine((address, ctx) => {
    if (address === '') return;
    for (const { message } of websiteSchema.safeParse(address).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message });
  });

/** The contract's fields of partnerApplicationRequest; optional fields are empty strings here. */
export const partnerApplicationSchema = z.object({
  companyName: requiredTextField(MAX_LENGTH.companyName),
  contactName: requiredTextField(MAX_LENGTH.contactName),
  jobTitle: textField(MAX_LENGTH.jobTitle),
  email: emailField,
  phone: partnerPhoneField,
  country: countryCodeSchema,
  website,
  partnerType: choiceSchema(PARTNER_TYPES),
  sellersServed: choiceSchema(SELLERS_SERVED),
  message: requiredTextField(MESSAGE_MAX, {
    length: MESSAGE_MIN,
    message: FIELD_MESSAGES.partnerMessageTooShort,
  }),
  consent: partnerConsentSchema,
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
