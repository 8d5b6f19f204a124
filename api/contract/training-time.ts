/**
 * When a training can be booked, shared by the form (pages/train) and the API (bookTraining), so both
 * refuse the same days. A session's date and slot (TIME_SLOTS, e.g. "09:00") are the wall-clock time of
 * the seller's market, where the trainers work (Asia/Bangkok for TH, …): that is what the API stores.
 *
 * Pages import this module by its own path, `@sellwise/api/contract/training-time` (no dependencies).
 */

/** The time zone of each market the API offers (content/countries.json). */
export const MARKET_ZONES: Readonly<Record<string, string>> = {
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  PH: 'Asia/Manila',
  CN: 'Asia/Shanghai',
};

/** The training team's home market, for a country without its own zone. */
export const DEFAULT_MARKET_ZONE = 'Asia/Singapore';
/** Bookings open from today up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 60;
/** The most bookings one session (a market's date and slot) takes: an online class one trainer can still answer. */
export const SLOT_CAPACITY = 100;

export function marketZone(country: string | undefined): string {
  return (country && MARKET_ZONES[country]) || DEFAULT_MARKET_ZONE;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(zone: string, instant: number): number {
  // check-facts-ignore: a fixed locale to read the parts back as ASCII numbers, not a site language.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a slot starts: `date` (YYYY-MM-DD) at `slot` (HH:MM) on the clocks of `zone`. */
export function slotStart(date: string, slot: string, zone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = slot.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice, so a zone that changes its offset near the slot still lands on the right hour.
  const first = wall - zoneOffset(zone, wall);
  return new Date(wall - zoneOffset(zone, first));
}

/** Today's date (YYYY-MM-DD) on the clocks of `zone`. */
export function todayIn(zone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}

export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first and last day that can be booked, on the market's calendar. */
export function bookingWindow(country: string, now: number): { first: string; last: string } {
  const first = todayIn(marketZone(country), now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** Message ids (locales/<lang>/pages/train.json) of the booking's time rules, in the form and the API's answer. */
export const TRAINING_TIME_MESSAGES = {
  dateRange: 'pages.train.form.date.range',
  slotPassed: 'pages.train.form.timeSlot.passed',
  slotFull: 'pages.train.form.timeSlot.full',
} as const;

/** Why a market's date and slot cannot be booked at `now`, as a field path and message id; null when they can. */
export function bookingTimeIssue(
  country: string,
  date: string,
  slot: string,
  now: number,
): { path: 'date' | 'timeSlot'; message: string } | null {
  const { first, last } = bookingWindow(country, now);
  if (date < first || date > last) return { path: 'date', message: TRAINING_TIME_MESSAGES.dateRange };
  if (slotStart(date, slot, marketZone(country)).getTime() <= now) {
    return { path: 'timeSlot', message: TRAINING_TIME_MESSAGES.slotPassed };
  }
  return null;
}
