import { desc, eq } from 'drizzle-orm';
import { eatDay, eatDayStart, eatRange } from '../../../lib/eat-range.ts';
import type { ShopSummary } from '../../../lib/contracts/dashboard.ts';
import type { OrderStatus } from '../../../lib/order-schemas.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { salesTotals } from '../analytics/index.ts';

/** When the shop's day (EAT) began: "today" is the shop's day, not the server's. */
export const startOfShopDay = (now = new Date()): Date => eatDayStart(eatDay(now));

/** The shop at a glance: today's orders and sales (cancelled ones left out) and the latest orders. */
export async function shopSummary(db: Db, shopId: string, now = new Date()): Promise<ShopSummary> {
  // The same figures as /analytics for today (the hourly rollup), so the two never disagree.
  const range = eatRange({ range: 'today' }, now);
  const { now: today } = await salesTotals(db, shopId, range);
  const recent = await db
    .select({
      id: orders.id,
      number: orders.number,
      customer_name: orders.customerName,
      total: orders.total,
      status: orders.status,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.shopId, shopId))
    .orderBy(desc(orders.createdAt))
    .limit(5);
  return {
    today: { orders: today.orders, sales: today.sales, since: range.start.toISOString() },
    // Statuses are written only through their zod enum.
    recent_orders: recent.map((o) => ({
      ...o,
      status: o.status as OrderStatus,
      created_at: o.created_at.toISOString(),
    })),
  };
}
