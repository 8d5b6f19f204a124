/**
 * Training times. A session's date and slot (TIME_SLOTS, e.g. "09:00") are the wall-clock time of the
 * seller's market, where the trainers work (Asia/Bangkok for TH, …): that is what the API stores. The
 * page shows each slot converted to the visitor's own time zone and names that zone, so a seller
 * abroad books the right hour.
 */

// The market clocks and the booking window are the API's rules too: one definition in the contract.
export {
  addDays,
  BOOKING_WINDOW_DAYS,
  DEFAULT_MARKET_ZONE,
  MARKET_ZONES,
  marketZone,
  slotStart,
  todayIn,
} from '@sellwise/api/contract/training-time';

import { todayIn } from '@sellwise/api/contract/training-time';

export const SESSION_MINUTES = 60;

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
