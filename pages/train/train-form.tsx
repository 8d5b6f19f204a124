import {
  type CountryCode,
  DatePicker,
  EmailField,
  Form,
  FormSubmit,
  RadioGroup,
  Select,
  Textarea,
  TextField,
  TimeSlotPicker,
  type Translate,
  zodFormResolver,
} from '@sellwise/design-system/forms';
import { Text } from '@sellwise/design-system/primitives';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PageLang } from '../types';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useFormTranslate } from '../visitor/form-translate';
import { useCountries } from '../visitor/use-countries';
import { useVisitorApi } from '../visitor/visitor-api';
import { VisitorPhoneField } from '../visitor/visitor-fields';
import {
  BOOKING_WINDOW_DAYS,
  browserZone,
  dayIn,
  marketZone,
  SESSION_MINUTES,
  sessionRange,
  slotStart,
  zoneName,
} from './market-time';
import {
  bookingWindow,
  MARKETPLACES,
  NAME_MAX,
  REMARK_MAX,
  STORE_NAME_MAX,
  TIME_SLOTS,
  TRAINING_LANGUAGES,
  type TrainingValues,
  toTrainingRequest,
  trainingMessageIds,
  trainingSchema,
} from './training-schema';

/** The clock the form judges dates by; stories and tests fix it so pictures and checks stay stable. */
export const TrainingClock = createContext<() => number>(() => Date.now());

/** The market of each page language until the API names the visitor's (content/locales.json). */
export const LANG_MARKET: Record<PageLang, CountryCode> = {
  en_US: 'SG',
  in: 'ID',
  th: 'TH',
  vi: 'VN',
  zh_CN: 'CN',
  ms_MY: 'MY',
};

export type Booking = {
  id: number;
  date: string;
  timeSlot: string;
  start: Date;
  /** The visitor's zone the session was shown in. */
  zone: string;
};

const F = 'pages.train.form';
/** The API's refusals of a day or time that the form shows on the field (api/contract/training-time.ts). */
const TRAINING_FIELD_MESSAGES: ReadonlySet<string> = new Set(Object.values(trainingMessageIds));

const plainRange = (slot: string) => {
  const [hour = 0, minute = 0] = slot.split(':').map(Number);
  const end = hour * 60 + minute + SESSION_MINUTES;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slot}–${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`;
};

/**
 * Slot labels on the visitor's clocks. The server and the first render in the browser show the
 * market's times without Intl (Node's and the browser's ICU may format differently, and the server
 * cannot know the visitor's zone); the browser then switches to the visitor's zone.
 */
function useSlotOptions(country: string, date: string, now: number) {
  const intl = useIntl();
  const market = marketZone(country);
  const [visitorZone, setVisitorZone] = useState<string | undefined>(undefined);
  useEffect(() => setVisitorZone(browserZone() ?? market), [market]);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : bookingWindow(country, now).first;
  const slots = TIME_SLOTS.map((value) => {
    const start = slotStart(day, value, market);
    if (!visitorZone) return { value, start, label: plainRange(value) };
    const range = sessionRange(start, intl.locale, visitorZone);
    const otherDay = dayIn(start, visitorZone) !== day;
    const weekday = intl.formatDate(start, { timeZone: visitorZone, weekday: 'short' });
    return { value, start, label: otherDay ? `${weekday} ${range}` : range };
  });
  const zone = visitorZone ?? market;
  const zoneLabel = visitorZone
    ? zoneName(visitorZone, intl.locale, slots[0]?.start ?? new Date(now))
    : (market.split('/').pop() ?? market).replace(/_/g, ' ');
  return { slots, zone, zoneLabel };
}

export function TrainForm({ lang, onBooked }: { lang: PageLang; onBooked: (booking: Booking) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${F}.${id}` }, values);
  const api = useVisitorApi();
  const clock = use(TrainingClock);
  const errorText = useApiErrorText();
  const baseTranslate = useFormTranslate();
  const translate = useCallback<Translate>(
    (id, values) => baseTranslate(id, { days: BOOKING_WINDOW_DAYS, ...values }),
    [baseTranslate],
  );
  const schema = useMemo(() => trainingSchema(clock), [clock]);
  const countries = useCountries<CountryCode>(LANG_MARKET[lang]);
  const form = useForm<TrainingValues>({
    mode: 'onTouched',
    resolver: zodFormResolver<TrainingValues>(schema),
    defaultValues: {
      name: '',
      email: '',
      phone: undefined,
      country: countries.country,
      date: '',
      timeSlot: '',
      marketplace: '',
      trainingLanguage: lang,
      storeName: '',
      remark: '',
    },
  });
  // The API's default country replaces ours unless the visitor already chose one.
  useEffect(() => {
    if (!form.getFieldState('country').isDirty) form.setValue('country', countries.country);
  }, [countries.country, form]);

  const country = useWatch({ control: form.control, name: 'country' }) ?? countries.country;
  const date = useWatch({ control: form.control, name: 'date' }) ?? '';
  const bookable = bookingWindow(country, clock());
  const { slots, zone, zoneLabel } = useSlotOptions(country, date, clock());
  const now = clock();
  // Only today's slots can have started; other days (and no day yet) show every time as open.
  const started = (start: Date) => date === bookable.first && start.getTime() <= now;
  const allStarted = slots.every((slot) => started(slot.start));
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: TrainingValues) => {
    if (pending.current) return;
    pending.current = true;
    setError(null);
    try {
      const request = toTrainingRequest(values);
      const answer = await api.bookTraining(request);
      if (answer.code === 0 && answer.data) {
        onBooked({
          id: answer.data.id,
          date: request.date,
          timeSlot: request.timeSlot,
          start: slotStart(request.date, request.timeSlot, marketZone(request.country)),
          zone,
        });
      } else {
        // A day or time the API refused (the window moved on, the slot started or filled up meanwhile)
        // is shown on its field, in the form's own words.
        const issue = answer.data?.issues?.find(
          (i) => (i.path === 'date' || i.path === 'timeSlot') && TRAINING_FIELD_MESSAGES.has(i.message),
        );
        if (issue)
          form.setError(issue.path as 'date' | 'timeSlot', { message: issue.message }, { shouldFocus: true });
        else setError(errorText(answer));
      }
    } catch {
      setError(errorText(NETWORK_FAILURE));
    } finally {
      pending.current = false;
    }
  };

  const countryOptions = countries.options.length
    ? countries.options
    : [{ value: countries.country, label: t('country.loading') }];

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      translate={translate}
      error={error ? <span>{error}</span> : null}
      aria-labelledby="train-form-title"
    >
      <Text size="sm" tone="muted">
        {t('required')}
      </Text>
      <TextField
        name="name"
        label={t('name.label')}
        placeholder={t('name.placeholder')}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
      />
      <EmailField
        name="email"
        label={intl.formatMessage({ id: 'pages.visitor.fields.email.label' })}
        description={t('email.hint')}
        placeholder={intl.formatMessage({ id: 'pages.visitor.fields.email.placeholder' })}
        autoComplete="email"
        required
      />
      <VisitorPhoneField
        name="phone"
        defaultCountry={countries.country}
        label={t('phone.label')}
        description={t('phone.hint')}
      />
      <Select
        name="country"
        label={t('country.label')}
        description={t('country.hint')}
        options={countryOptions}
        autoComplete="country"
        required
      />
      <DatePicker
        name="date"
        label={t('date.label')}
        description={t('date.hint', { days: BOOKING_WINDOW_DAYS })}
        min={bookable.first}
        max={bookable.last}
        locale={intl.locale}
        labels={{
          openCalendar: t('date.openCalendar'),
          previousMonth: t('date.previousMonth'),
          nextMonth: t('date.nextMonth'),
        }}
        required
      />
      <TimeSlotPicker
        name="timeSlot"
        label={t('timeSlot.label')}
        description={
          allStarted
            ? t('timeSlot.noneToday')
            : t('timeSlot.hint', { zone: zoneLabel, minutes: SESSION_MINUTES })
        }
        slots={slots.map(({ value, label, start }) => ({ value, label, full: started(start) }))}
        labels={{ full: t('timeSlot.started') }}
        required
      />
      <RadioGroup
        name="marketplace"
        label={t('marketplace.label')}
        variant="tiles"
        options={MARKETPLACES.map((value) => ({ value, label: t(`marketplace.options.${value}`) }))}
        required
      />
      <Select
        name="trainingLanguage"
        label={t('language.label')}
        options={TRAINING_LANGUAGES.map((value) => ({ value, label: t(`language.options.${value}`) }))}
        required
      />
      <TextField
        name="storeName"
        label={t('storeName.label')}
        description={t('storeName.hint')}
        autoComplete="organization"
        maxLength={STORE_NAME_MAX}
      />
      <Textarea
        name="remark"
        label={t('remark.label')}
        placeholder={t('remark.placeholder')}
        maxLength={REMARK_MAX}
        labels={{ charactersLeft: (count) => t('remark.charactersLeft', { count }) }}
      />
      <FormSubmit size="lg" fullWidth loadingLabel={intl.formatMessage({ id: 'pages.visitor.submitting' })}>
        {t('submit')}
      </FormSubmit>
      <Text size="sm" tone="muted">
        {t('privacy')}
      </Text>
    </Form>
  );
}
