import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

/** One month of sales as the profit view reads it (issue 16). month: `YYYY-MM` in EAT. */
export type MonthSales = {
  month: string;
  orders: number;
  /** The totals of the month's orders that are not cancelled, whole shillings. */
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
  const from = new Date(`${fromMonth}-01T00:00:00+03:00`);
  const [y, m] = toMonth.split('-').map(Number) as [number, number];
  const until = new Date(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01T00:00:00+03:00`);
  const month = sql<string>`to_char(${orders.createdAt} at time zone 'Africa/Dar_es_Salaam', 'YYYY-MM')`;
  const lines = db
    .select({
      orderId: orderLines.orderId,
      cogs: sql<string>`sum(${orderLines.unitCost} * ${orderLines.quantity})`.as('cogs'),
      withoutCost: sql<number>`count(*) filter (where ${orderLines.unitCost} is null)`.as('without_cost'),
    })
    .from(orderLines)
    .where(eq(orderLines.shopId, shopId))
    .groupBy(orderLines.orderId)
    .as('l');
  const rows = await db
    .select({
      month,
      orders: sql<number>`count(*)::int`,
      sales: sql<string>`sum(${orders.total})::text`,
      cogs: sql<string>`coalesce(sum(${lines.cogs}), 0)::text`,
      withoutCost: sql<number>`coalesce(sum(${lines.withoutCost}), 0)::int`,
    })
    .from(orders)
    .leftJoin(lines, eq(lines.orderId, orders.id))
    .where(
      and(
        eq(orders.shopId, shopId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, until),
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return rows.map((r) => ({
    month: r.month,
    orders: Number(r.orders),
    sales: Number(r.sales),
    cogs: Number(r.cogs),
    lines_without_cost: Number(r.withoutCost),
  }));
}
