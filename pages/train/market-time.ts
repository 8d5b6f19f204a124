/**
 * Training times. A session's date and slot (TIME_SLOTS, e.g. "09:00") are the wall-clock time of the
 * seller's market, where the trainers work (Asia/Bangkok for TH, …): that is what the API stores. The
 * page shows each slot converted to the visitor's own time zone and names that zone, so a seller
 * abroad books the right hour.
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
export const SESSION_MINUTES = 60;
/** Bookings open from today up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 60;

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

/** The visitor's time zone (the browser's); undefined where Intl cannot tell. */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The zone's name in the page's language, e.g. "Indochina Time" or "เวลาอินโดจีน". */
export function zoneName(zone: string, locale: string, at: Date): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "09:00–10:00" of a session starting at `start`, on the clocks of `zone`. */
export function sessionRange(start: Date, locale: string, zone: string): string {
  const end = new Date(start.getTime() + SESSION_MINUTES * 60_000);
  return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).formatRange(
    start,
    end,
  );
}

/** The session's day on the clocks of `zone` (YYYY-MM-DD), which may differ from the market's day. */
export function dayIn(start: Date, zone: string): string {
  return todayIn(zone, start.getTime());
}
