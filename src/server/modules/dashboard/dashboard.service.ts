import { and, count, desc, eq, gte, ne, sum } from 'drizzle-orm';
import type { ShopSummary } from '../../../lib/contracts/dashboard.ts';
import type { OrderStatus } from '../../../lib/order-schemas.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

// Tanzania keeps East Africa Time all year (UTC+3, no daylight saving): "today" is the shop's day.
const EAT_OFFSET_MS = 3 * 3_600_000;

export function startOfShopDay(now = new Date()): Date {
  const local = new Date(now.getTime() + EAT_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - EAT_OFFSET_MS);
}

/** The shop at a glance: today's orders and sales (cancelled ones left out) and the latest orders. */
export async function shopSummary(db: Db, shopId: string, now = new Date()): Promise<ShopSummary> {
  const since = startOfShopDay(now);
  const [today] = await db
    .select({ orders: count(), sales: sum(orders.total) })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), gte(orders.createdAt, since), ne(orders.status, 'cancelled')));
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
    today: { orders: today?.orders ?? 0, sales: Number(today?.sales ?? 0), since: since.toISOString() },
    // Statuses are written only through their zod enum.
    recent_orders: recent.map((o) => ({
      ...o,
      status: o.status as OrderStatus,
      created_at: o.created_at.toISOString(),
    })),
  };
}
