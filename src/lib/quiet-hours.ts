// When a marketing message may leave (issue 27): only between the campaign's start and end time of
// day in East Africa Time (UTC+3 all year, no daylight saving), 09:00–21:00 by default. Checked by
// the send job when it runs, and by the screen to say when a scheduled campaign will really start.

const EAT_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

export const DEFAULT_SENDING_HOURS = { start: '09:00', end: '21:00' } as const;

/** 'HH:MM' (00:00–23:59) to minutes past midnight, or null. */
export function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const eatMinuteOfDay = (at: Date) =>
  Math.floor(((((at.getTime() + EAT_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

/** Whether `at` is inside the sending hours [start, end) in EAT. A window that crosses midnight (22:00–06:00) is allowed. */
export function inSendingHours(at: Date, start: string, end: string): boolean {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === null || e === null || s === e) return true;
  const now = eatMinuteOfDay(at);
  return s < e ? now >= s && now < e : now >= s || now < e;
}

/** `at` itself when it is inside the sending hours, else the next start of them (in EAT). */
export function nextSendingTime(at: Date, start: string, end: string): Date {
  if (inSendingHours(at, start, end)) return at;
  const s = minutesOf(start)!;
  const eatMs = at.getTime() + EAT_OFFSET_MS;
  const midnight = eatMs - (((eatMs % DAY_MS) + DAY_MS) % DAY_MS);
  let next = midnight + s * 60_000;
  if (next <= eatMs) next += DAY_MS;
  return new Date(next - EAT_OFFSET_MS);
}
