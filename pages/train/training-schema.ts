import type { TrainingRequest } from '@sellwise/api/contract';
import {
  emailSchema,
  formMessageIds,
  isoDateSchema,
  type PhoneValue,
  phoneSchema,
  requiredText,
} from '@sellwise/design-system/forms';
import { z } from 'zod';
import type { PageLang } from '../types';
import { addDays, BOOKING_WINDOW_DAYS, marketZone, slotStart, todayIn } from './market-time';

// The contract's lists, kept here because pages import only types from it (its values would bring the
// API's schemas into the page); training-schema.test.ts checks they stay the same.
export const TIME_SLOTS = [
  '09:00',
  '10:30',
  '14:00',
  '15:30',
  '19:00',
] as const satisfies readonly TrainingRequest['timeSlot'][];
export const MARKETPLACES = [
  'shopee',
  'lazada',
  'tiktok',
  'shopify',
  'tokopedia',
] as const satisfies readonly TrainingRequest['marketplace'][];
export const TRAINING_LANGUAGES = [
  'en_US',
  'in',
  'th',
  'vi',
  'zh_CN',
  'ms_MY',
] as const satisfies readonly PageLang[];

export const NAME_MAX = 80;
export const STORE_NAME_MAX = 120;
export const REMARK_MAX = 1000;

const T = 'pages.train.form';
export const trainingMessageIds = {
  dateRange: `${T}.date.range`,
  slotPassed: `${T}.timeSlot.passed`,
} as const;

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

/** The first and last day that can be booked, on the market's calendar. */
export function bookingWindow(country: string, now: number): { first: string; last: string } {
  const first = todayIn(marketZone(country), now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/**
 * The form's rules, mirroring trainingRequest in api/contract/site.ts, plus what only the page knows:
 * the day must lie in the booking window and the slot must not have started yet (both on the
 * market's clocks). The phone is a mobile number (the design system's PhoneField rule): the trainer
 * sends the day's reminder by SMS or chat app, which a landline cannot receive.
 */
export function trainingSchema(now: () => number) {
  const required = { error: formMessageIds.required };
  return (
    z
      .object({
        name: requiredText.max(NAME_MAX),
        email: emailSchema,
        phone: phoneSchema,
        country: requiredText,
        date: isoDateSchema,
        timeSlot: z.enum(TIME_SLOTS, required),
        marketplace: z.enum(MARKETPLACES, required),
        trainingLanguage: z.enum(TRAINING_LANGUAGES, required),
        storeName: z.string().trim().max(STORE_NAME_MAX),
        remark: z.string().trim().max(REMARK_MAX),
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
