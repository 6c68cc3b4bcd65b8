import { MAX_RANGE_DAYS, type AnalyticsQuery } from './analytics-schemas.ts';
import type { AnalyticsPeriod } from './contracts/analytics.ts';

// Ranges of days in Tanzania (EAT = UTC+3 all year, no daylight saving), shared by the analytics
// queries and the screen, so that both name the same days. A day is `YYYY-MM-DD`.

const EAT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The EAT day an instant falls in (23:30 EAT on the 1st is the 1st, though it is the 1st at 20:30 UTC). */
export function eatDay(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an EAT day begins. */
export function eatDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range's days and instants: `start` included, `end` excluded (the start of the day after `to`). */
export type EatRange = AnalyticsPeriod & { start: Date; end: Date; previousStart: Date; days: number };

/** The period a query names at `now`, and the previous one of the same length just before it. */
export function eatRange(q: Pick<AnalyticsQuery, 'range' | 'from' | 'to'>, now = new Date()): EatRange {
  const today = eatDay(now);
  const month = today.slice(0, 8); // `YYYY-MM-`
  let from: string;
  let to = today;
  switch (q.range) {
    case 'today':
      from = today;
      break;
    case 'yesterday':
      from = to = addDays(today, -1);
      break;
    case '7d':
      from = addDays(today, -6);
      break;
    case '30d':
      from = addDays(today, -29);
      break;
    case 'this_month':
      from = `${month}01`;
      break;
    case 'last_month':
      to = addDays(`${month}01`, -1);
      from = `${to.slice(0, 8)}01`;
      break;
    case 'custom':
      from = q.from ?? today;
      to = q.to ?? from;
      break;
  }
  const days = dayCount(from, to);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  return {
    from,
    to,
    previous_from: previousFrom,
    previous_to: previousTo,
    bucket: days === 1 ? 'hour' : 'day',
    start: eatDayStart(from),
    end: eatDayStart(addDays(to, 1)),
    previousStart: eatDayStart(previousFrom),
    days,
  };
}

/** Whether a custom range is short enough to answer (MAX_RANGE_DAYS). */
export const rangeTooLong = (r: Pick<EatRange, 'days'>) => r.days > MAX_RANGE_DAYS;

/** The period part of a range, as the answers carry it. */
export function periodOf(r: EatRange): AnalyticsPeriod {
  return { from: r.from, to: r.to, previous_from: r.previous_from, previous_to: r.previous_to, bucket: r.bucket };
}
