// Days and months in Tanzania (East Africa Time, UTC+3, no daylight saving) as YYYY-MM-DD and
// YYYY-MM strings: the books count by the shop's day, not the server's.

const EAT_OFFSET_MS = 3 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day in Tanzania at `now`. */
export const eatDay = (now: Date = new Date()): string =>
  new Date(now.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** YYYY-MM of a day or month. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** How many days the month has (28–31). */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Day `dayOfMonth` of the month, or its last day when the month is shorter (31 → 30 April, 28/29 February). */
export const dayIn = (month: string, dayOfMonth: number): string =>
  `${month}-${pad(Math.min(dayOfMonth, daysInMonth(month)))}`;

/** The first day on or after `from` that falls on `dayOfMonth` (clamped to the month's end). */
export function nextOccurrence(from: string, dayOfMonth: number): string {
  const here = dayIn(monthOf(from), dayOfMonth);
  return here >= from ? here : dayIn(addMonths(monthOf(from), 1), dayOfMonth);
}

/** The first day of a month and the first day of the month after: a [from, until) range. */
export const monthRange = (month: string) => ({ from: `${month}-01`, until: `${addMonths(month, 1)}-01` });

/** The last day of a month. */
export const lastDayOf = (month: string) => dayIn(month, 31);
