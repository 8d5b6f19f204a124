import type { TrainingRequest } from '@sellwise/api/contract';
import {
  choiceSchema,
  countryCodeSchema,
  emailField,
  MARKETPLACES,
  requiredTextField,
  TEXT_MAX,
  TIME_SLOTS,
  textField,
} from '@sellwise/api/contract/fields';
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { bookingWindow, TRAINING_TIME_MESSAGES } from '@sellwise/api/contract/training-time';
import { isoDateSchema, type PhoneValue, phoneSchema } from '@sellwise/design-system/forms';
import { z } from 'zod';
import type { PageLang } from '../types';
import { phoneIssues } from '../visitor/phone-rule';
import { marketZone, slotStart } from './market-time';

export { MARKETPLACES, TIME_SLOTS };
export const TRAINING_LANGUAGES = LANGUAGES satisfies readonly PageLang[];

export const NAME_MAX = TEXT_MAX.personName;
export const STORE_NAME_MAX = TEXT_MAX.storeName;
export const REMARK_MAX = TEXT_MAX.remark;

export const trainingMessageIds = TRAINING_TIME_MESSAGES;

export type TrainingValues = {
  name: string;
  email: string;
  phone?: PhoneValue;
  country: string;
  date: string;
  timeSlot: string;
  marketplace: string;
  trainingLanguage: PageLang;
  storeName: string;
  remark: string;
};

// The phone is a mobile number (the design system's PhoneField rule): the trainer sends the day's
// reminder by SMS or chat app, which a landline cannot receive.
const mobilePhone = z
  .custom<PhoneValue | undefined>((value) => value === undefined || typeof value === 'object')
  .superRefine((value, ctx) => {
    for (const message of phoneIssues(phoneSchema, value)) ctx.addIssue({ code: 'custom', message });
  });

export { bookingWindow };

/**
 * The form's rules: the contract's fields of trainingRequest (api/contract/fields.ts), plus what only
 * the page knows: the day must lie in the booking window and the slot must not have started yet (both
 * on the market's clocks).
 */
export function trainingSchema(now: () => number) {
  return (
    z
      .object({
        name: requiredTextField(NAME_MAX),
        email: emailField,
        phone: mobilePhone,
        country: countryCodeSchema,
        date: isoDateSchema,
        timeSlot: choiceSchema(TIME_SLOTS),
        marketplace: choiceSchema(MARKETPLACES),
        trainingLanguage: choiceSchema(TRAINING_LANGUAGES),
        storeName: textField(STORE_NAME_MAX),
        remark: textField(REMARK_MAX),
      })
      // Whole-form checks run as soon as the fields they read are valid, not only once every field is.
      .refine((values) => inWindow(values, now()), {
        path: ['date'],
        message: trainingMessageIds.dateRange,
        when: (payload) => readable(payload.value, 'date'),
      })
      .refine((values) => !inWindow(values, now()) || !hasStarted(values, now()), {
        path: ['timeSlot'],
        message: trainingMessageIds.slotPassed,
        when: (payload) => readable(payload.value, 'date') && readable(payload.value, 'timeSlot'),
      })
  );
}

type When = Pick<TrainingValues, 'country' | 'date' | 'timeSlot'>;

function readable(value: unknown, key: 'date' | 'timeSlot'): boolean {
  const v = value as Partial<When> | undefined;
  if (typeof v?.country !== 'string') return false;
  return key === 'date'
    ? isoDateSchema.safeParse(v.date).success
    : (TIME_SLOTS as readonly unknown[]).includes(v.timeSlot);
}

function inWindow(values: When, now: number): boolean {
  const { first, last } = bookingWindow(values.country, now);
  return values.date >= first && values.date <= last;
}

function hasStarted(values: When, now: number): boolean {
  return slotStart(values.date, values.timeSlot, marketZone(values.country)).getTime() <= now;
}

/** What bookTraining is sent, from validated values (optional texts left out when empty). */
export function toTrainingRequest(values: TrainingValues): TrainingRequest {
  const phone = values.phone as PhoneValue;
  const storeName = values.storeName.trim();
  const remark = values.remark.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phonePrefix: phone.dialCode,
    phoneNumber: phone.nationalNumber,
    country: values.country,
    date: values.date,
    timeSlot: values.timeSlot as TrainingRequest['timeSlot'],
    marketplace: values.marketplace as TrainingRequest['marketplace'],
    trainingLanguage: values.trainingLanguage,
    ...(storeName ? { storeName } : {}),
    ...(remark ? { remark } : {}),
  };
}
