import { and, asc, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderPage, OrderSummary } from '../../../lib/contracts/order.ts';
import type { OrderListQuery, OrderStatus } from '../../../lib/order-schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderLines, orderStatusHistory, orders, type Order } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import { likeContains } from '../../db/pg-errors.ts';
import { cappedCount } from '../../db/capped-count.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { getWorkflow, nextStatuses } from '../workflow/index.ts';

// Dates in filters are days in Tanzania (East Africa Time, UTC+3, no daylight saving).
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

// Statuses, like languages, are written only through their zod enums (transitions, workflow, profile).
const statusOf = (s: string) => s as OrderStatus;

function toOrderSummary(o: Order): OrderSummary {
  return {
    id: o.id,
    number: o.number,
    status: statusOf(o.status),
    channel: o.channel,
    customer: o.customerId ? { id: o.customerId, name: o.customerName, phone: o.customerPhone } : null,
    fulfilment: o.fulfilment,
    payment_method: o.paymentMethod,
    total: o.total,
    currency: 'TZS' as const,
    created_at: o.createdAt.toISOString(),
  };
}

/** `#42` or up to six digits is an order number; a whole phone number is exact; the rest searches names and phones. */
function searchCondition(q: string): SQL {
  if (/^#?\d{1,6}$/.test(q)) return eq(orders.number, Number(q.replace('#', '')));
  const phone = normalizePhone(q);
  if (phone) return eq(orders.customerPhone, phone);
  return like(orders.searchText, likeContains(q.toLowerCase()));
}

export async function listOrders(db: Db, shopId: string, q: OrderListQuery): Promise<OrderPage> {
  const where: (SQL | undefined)[] = [eq(orders.shopId, shopId)];
  if (q.status !== 'all') where.push(eq(orders.status, q.status));
  if (q.customer_id) where.push(eq(orders.customerId, q.customer_id));
  if (q.q) where.push(searchCondition(q.q));
  if (q.from) where.push(gte(orders.createdAt, dayStart(q.from)));
  if (q.to) where.push(lt(orders.createdAt, new Date(dayStart(q.to).getTime() + 86_400_000)));
  const condition = and(...where);
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    items: rows.map(toOrderSummary),
    page: q.page,
    page_size: q.page_size,
    ...(await cappedCount(db, orders, condition)),
  };
}

export async function orderDetail(db: Db, shopId: string, id: string): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  if (!order) throw notFound('order_not_found');
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.shopId, shopId), eq(orderLines.orderId, id)))
    .orderBy(asc(orderLines.position));
  const history = await db
    .select({ h: orderStatusHistory, actorName: users.name })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(and(eq(orderStatusHistory.shopId, shopId), eq(orderStatusHistory.orderId, id)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [customer] = order.customerId
    ? await db
        .select({ language: customers.language, location: customers.location })
        .from(customers)
        .where(and(eq(customers.shopId, shopId), eq(customers.id, order.customerId)))
    : [];
  return {
    ...toOrderSummary(order),
    customer: order.customerId
      ? {
          id: order.customerId,
          name: order.customerName,
          phone: order.customerPhone,
          ...(customer && { language: customer.language as 'en' | 'sw', location: customer.location }),
        }
      : null,
    delivery_address: order.deliveryAddress,
    delivery_location: order.deliveryLocation,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variant_id: l.variantId,
      product_name: l.productName,
      variant_name: l.variantName,
      sku: l.sku,
      addons: l.addons,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      line_total: l.lineTotal,
    })),
    subtotal: order.subtotal,
    charges: order.charges,
    charges_total: order.chargesTotal,
    rounding: order.rounding,
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountTotal } : null,
    notes: order.notes,
    timeline: history.map(({ h, actorName }) => ({
      from: h.fromStatus === null ? null : statusOf(h.fromStatus),
      to: statusOf(h.toStatus),
      note: h.note,
      customer_message: h.customerMessage,
      actor: h.actorId ? { id: h.actorId, name: actorName } : null,
      at: h.createdAt.toISOString(),
    })),
    next_statuses: nextStatuses(await getWorkflow(db, shopId), order.status).map(statusOf),
  };
}

/** A customer's latest orders, newest first: what the chat's "my orders" lists. */
export function latestOrders(db: Db, shopId: string, customerId: string, limit: number) {
  return db
    .select({ number: orders.number, status: orders.status, total: orders.total })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
