import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Heading, Text } from '@sellwise/design-system/primitives';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { use, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { HrefBuilder } from '../types';
import { SESSION_MINUTES, zoneName } from './market-time';
import { type Booking, TrainingClock } from './train-form';
import { calendarHref } from './training-ics';

const B = 'pages.train.booked';
const NEXT = ['email', 'reminder', 'prepare'] as const;

/** The confirmation after booking: when, what happens next, a calendar file and the way home. */
export function TrainBooked({ booking, href }: { booking: Booking; href: HrefBuilder }) {
  const intl = useIntl();
  const clock = use(TrainingClock);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${B}.${id}` }, values);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is replaced: move focus to the news, so screen readers hear it and keyboards start here.
  useEffect(() => heading.current?.focus(), []);
  const when = t('when', {
    date: intl.formatDate(booking.start, { timeZone: booking.zone, dateStyle: 'full' }),
    time: intl.formatTime(booking.start, { timeZone: booking.zone, hour: '2-digit', minute: '2-digit' }),
    zone: zoneName(booking.zone, intl.locale, booking.start),
  });
  const calendar = calendarHref({
    uid: `training-${booking.id}@sellwise.com`,
    start: booking.start,
    minutes: SESSION_MINUTES,
    title: t('calendar.title'),
    description: t('calendar.description', { id: booking.id }),
    stamp: new Date(clock()),
  });
  return (
    <section data-slot="train-booked" aria-labelledby="train-booked-title" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div className="flex flex-col gap-1">
          <Heading
            ref={heading}
            id="train-booked-title"
            level={2}
            size="md"
            tabIndex={-1}
            className="outline-none"
          >
            {t('title')}
          </Heading>
          <Text size="lg" weight="semibold">
            {when}
          </Text>
          <Text size="sm" tone="muted">
            {t('reference', { id: booking.id })}
          </Text>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Heading level={3} size="xs">
          {t('next.title')}
        </Heading>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-base">
          {NEXT.map((step) => (
            <li key={step}>{t(`next.${step}`)}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-3 desktop:flex-row">
        <Button asChild size="lg">
          <a href={calendar} download="sellwise-training.ics">
            <CalendarPlus aria-hidden="true" />
            {t('addToCalendar')}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={href(LANG_PAGE_PATHS.home)}>{t('home')}</a>
        </Button>
      </div>
    </section>
  );
}
