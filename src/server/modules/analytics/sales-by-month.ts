import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesDaily } from '../../db/schema/analytics.ts';

/** One month of sales as the profit view reads it (issue 16). month: `YYYY-MM` in EAT. */
export type MonthSales = {
  month: string;
  orders: number;
  /** The month's sales (orders paid or past paid, net of refunds: migration 0021), whole shillings. */
  sales: number;
  /** Σ unit_cost × quantity of their lines that carry a cost price. */
  cogs: number;
  /** Lines sold without a cost price (their cost is unknown, so profit is overstated by it). */
  lines_without_cost: number;
};

/**
 * Sales and cost of goods sold per month from `fromMonth` to `toMonth` (`YYYY-MM`, both included),
 * one row per month with a sale. The contract the profit view (issue 16) and analytics (issue 17)
 * share: analytics replaces this recount by its rollup, keeping the signature and the figures.
 */
export async function salesByMonth(db: Db, shopId: string, fromMonth: string, toMonth: string): Promise<MonthSales[]> {
  const [y, m] = toMonth.split('-').map(Number) as [number, number];
  const until = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  // The daily rollup (docs/decisions/0024): a month costs its days, not its orders.
  const month = sql<string>`to_char(${salesDaily.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      orders: sql<string>`sum(${salesDaily.orders})::text`,
      sales: sql<string>`sum(${salesDaily.sales})::text`,
      cogs: sql<string>`sum(${salesDaily.cogs})::text`,
      withoutCost: sql<string>`sum(${salesDaily.linesWithoutCost})::text`,
    })
    .from(salesDaily)
    .where(and(eq(salesDaily.shopId, shopId), gte(salesDaily.day, `${fromMonth}-01`), lt(salesDaily.day, until)))
    .groupBy(month)
    .having(sql`sum(${salesDaily.orders}) > 0`)
    .orderBy(month);
  return rows.map((r) => ({
    month: r.month,
    orders: Number(r.orders),
    sales: Number(r.sales),
    cogs: Number(r.cogs),
    lines_without_cost: Number(r.withoutCost),
  }));
}
