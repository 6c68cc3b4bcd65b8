import type { SQL } from 'drizzle-orm';
import { MAX_RANGE_DAYS, type AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import { eatRange, rangeTooLong, type EatRange } from '../../../lib/eat-range.ts';
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
