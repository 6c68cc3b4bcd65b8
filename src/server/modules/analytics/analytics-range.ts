import type { SQL } from 'drizzle-orm';
import { MAX_RANGE_DAYS, type AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import { addDays, eatRange, rangeTooLong, type EatRange } from '../../../lib/eat-range.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';

/** The range a query names, refused (400) past MAX_RANGE_DAYS. */
export function rangeOf(q: AnalyticsQuery, now = new Date()): EatRange {
  const range = eatRange(q, now);
  if (rangeTooLong(range)) throw badRequest('range_too_long', { max: MAX_RANGE_DAYS }, 'to');
  return range;
}

/** The rows of a raw query (node-postgres gives bigint sums as text: callers take Number()). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Whole per mille, rounded down; 0 out of nothing. */
export const permille = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 1000) / whole) : 0);

/** The first day of the month after the one `day` falls in. */
const nextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/**
 * The whole months inside a range of days, as [first day of the first, first day after the last),
 * or null when it holds none: a long range is read from monthly rollups there and by day only at its
 * ragged ends, [from, first) and [end, to].
 */
export function wholeMonths(from: string, to: string): { first: string; end: string } | null {
  const first = from.endsWith('-01') ? from : nextMonth(from);
  const end = `${addDays(to, 1).slice(0, 8)}01`;
  return first < end ? { first, end } : null;
}
