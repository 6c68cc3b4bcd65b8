import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// Counting a million rows on every page turn is what makes big lists slow: past this many the
// answer says "10 000+" (total_capped) instead of the exact figure.
export const COUNT_CAP = 10_000;

export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; total_capped: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), total_capped: n > COUNT_CAP };
}
