import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OrderAlertFeed, OrderAlertItem } from '../../../lib/contracts/order-alerts.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import { alertSettingsOf } from '../../modules/order-alerts/index.ts';

/**
 * An order's created_at is its transaction's start, so it can commit (and be announced) a moment
 * after a read that set the cursor past it. The feed answers again what came this long before the
 * cursor; the screen shows each id once.
 */
export const FEED_OVERLAP_MS = 2 * 60_000;
const LIMIT = 20;

/**
 * What the open dashboard alerts its person about since `after` (the live stream said something
 * changed): customers' new orders and credited payments, as their alert settings choose. Without
 * `after` (the dashboard's first read), the cursor to start from and what came in the overlap before
 * it: the screen marks those as seen and shows none, or its next read would show them as new (a
 * dashboard opened showed the orders of the two minutes before it as alerts).
 */
export async function alertFeed(db: Db, shopId: string, userId: string, after: Date | null): Promise<OrderAlertFeed> {
  // The database's clock, as the rows' times are: the app's may differ.
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
  const cursor = new Date(result.rows[0]!.now).toISOString();
  const choice = await alertSettingsOf(db, shopId, userId);
  if (!choice.browser) return { items: [], cursor };
  const since = new Date((after ?? new Date(cursor)).getTime() - FEED_OVERLAP_MS);
  const items: OrderAlertItem[] = [];
  if (choice.new_order) {
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        customerName: orders.customerName,
        total: orders.total,
        currency: shops.currency,
        at: orders.createdAt,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      // Orders a person made in the back office alert nobody (order-alert-hooks.ts).
      .where(and(eq(orders.shopId, shopId), isNull(orders.createdBy), gt(orders.createdAt, since)))
      .orderBy(desc(orders.createdAt))
      .limit(LIMIT);
    for (const o of rows)
      items.push({
        event: 'new_order',
        id: o.id,
        order_id: o.id,
        order_number: o.number,
        customer_name: o.customerName,
        amount: o.total,
        currency: o.currency,
        at: o.at.toISOString(),
      });
  }
  if (choice.payment) {
    const rows = await db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        number: orders.number,
        customerName: orders.customerName,
        amount: payments.amount,
        currency: payments.currency,
        at: payments.updatedAt,
      })
      .from(payments)
      .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
      .where(and(eq(payments.shopId, shopId), eq(payments.status, 'succeeded'), gt(payments.updatedAt, since)))
      .orderBy(desc(payments.updatedAt))
      .limit(LIMIT);
    for (const p of rows)
      items.push({
        event: 'payment',
        id: p.id,
        order_id: p.orderId,
        order_number: p.number ?? null,
        customer_name: p.customerName ?? '',
        amount: p.amount,
        currency: p.currency,
        at: p.at.toISOString(),
      });
  }
  items.sort((a, b) => a.at.localeCompare(b.at));
  return { items, cursor };
}
