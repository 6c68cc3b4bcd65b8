import { and, eq } from 'drizzle-orm';
import type { OrderAlertEvent } from '../../../lib/order-alert-schemas.ts';
import type { OrderAlertFacts } from '../../../lib/order-alert-text.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';

export type AlertSubject = OrderAlertFacts & { orderId: string | null };

/** What an alert says: the order (number, customer, total) or the payment (amount, its order). */
export async function alertSubject(
  db: Db,
  shopId: string,
  event: OrderAlertEvent,
  subjectId: string,
): Promise<AlertSubject | null> {
  if (event === 'new_order') {
    const [o] = await db
      .select({
        number: orders.number,
        customerName: orders.customerName,
        total: orders.total,
        currency: shops.currency,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(eq(orders.shopId, shopId), eq(orders.id, subjectId)));
    if (!o) return null;
    return {
      event,
      orderId: subjectId,
      orderNumber: o.number,
      customerName: o.customerName,
      amount: o.total,
      currency: o.currency,
    };
  }
  const [p] = await db
    .select({
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      orderId: payments.orderId,
      number: orders.number,
      customerName: orders.customerName,
    })
    .from(payments)
    .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
    .where(and(eq(payments.shopId, shopId), eq(payments.id, subjectId)));
  if (!p) return null;
  return {
    event,
    orderId: p.orderId,
    orderNumber: p.number ?? null,
    customerName: p.customerName ?? '',
    amount: p.amount,
    currency: p.currency,
  };
}
