import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountRedemptions } from '../../db/schema/discounts.ts';

export type DiscountFigures = {
  /** Orders of the period that used a code (a cancelled order gave its use back and is not counted). */
  orders: number;
  /** What the codes took off those orders. */
  given: number;
  /** The most used codes of the period, most orders first. */
  codes: { code: string; orders: number; given: number }[];
};

/** Codes used between start (inclusive) and end (exclusive), for the analytics screen. */
export async function discountFigures(
  db: Db,
  shopId: string,
  start: Date,
  end: Date,
  top = 5,
): Promise<DiscountFigures> {
  const r = discountRedemptions;
  const where = sql`${r.shopId} = ${shopId} and ${r.releasedAt} is null and ${r.createdAt} >= ${start.toISOString()}
    and ${r.createdAt} < ${end.toISOString()}`;
  const rows = await db
    .select({ code: r.code, orders: sql<number>`count(*)::int`, given: sql<string>`sum(${r.amount})` })
    .from(r)
    .where(where)
    .groupBy(r.code)
    .orderBy(sql`count(*) desc`, sql`sum(${r.amount}) desc`, r.code);
  const codes = rows.map((row) => ({ code: row.code, orders: Number(row.orders), given: Number(row.given) }));
  return {
    orders: codes.reduce((a, c) => a + c.orders, 0),
    given: codes.reduce((a, c) => a + c.given, 0),
    codes: codes.slice(0, top),
  };
}
