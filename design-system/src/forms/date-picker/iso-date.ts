/** Calendar dates as "YYYY-MM-DD" strings: no time zone can shift them by a day. */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOOSE = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/;

export function toIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local-midnight Date of an ISO date, or undefined when the text is not a real date. */
export function fromIsoDate(text: string): Date | undefined {
  const match = ISO.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setFullYear, not the constructor: that reads years 0–99 as 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  // new Date(2025, 1, 30) rolls over to March: such a text is not a date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/** "2026/3/7" or "2026.03.07" → "2026-03-07"; anything else is returned unchanged for the rule to judge. */
export function normalizeDateInput(text: string): string {
  const match = LOOSE.exec(text);
  if (!match) return text.trim();
  const iso = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return fromIsoDate(iso) ? iso : text.trim();
}

export function isIsoDate(text: string): boolean {
  return fromIsoDate(text) !== undefined;
}
