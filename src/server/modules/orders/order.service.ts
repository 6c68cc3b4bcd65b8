import { and, eq, sql } from 'drizzle-orm';
import type { OrderCreate } from '../../../lib/order-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalog.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderCounters, orderLines, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findOrCreateCustomer, getCustomer } from '../customers/index.ts';
import { changeStock, recordMovement, type StockTarget } from '../inventory/index.ts';
import { cashRounding, getPosSettings } from './pos-settings.ts';
import { refuseUnbookedPosMove, refuseUnbookedPosSale } from './pos-sale-rules.ts';
import { notifyInWebsiteChat, notifyOnWhatsapp } from '../workflow/index.ts';
import { findTransition, getWorkflow } from '../workflow/index.ts';
import { priceCharges, priceLines, type PricedLine } from './order-pricing.ts';
import { orderHooks } from './order-hooks.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { MAX_ORDER_TOTAL } from '../../../lib/money.ts';
import { recordRedemption, redeemCode, releaseRedemption } from '../discounts/index.ts';
import { formatMoney } from '../../../lib/format.ts';

async function available(tx: Tx, target: StockTarget): Promise<number> {
  const t = target.variantId ? productVariants : products;
  const [row] = await tx
    .select({ stock: t.stock })
    .from(t)
    .where(and(eq(t.shopId, target.shopId), eq(t.id, target.variantId ?? target.productId)));
  return row?.stock ?? 0;
}

/**
 * Takes the stock of every tracked line with one conditional UPDATE each (see changeStock). Rows
 * are taken in a fixed order (by id), so two orders for the same products cannot deadlock.
 */
async function reserveStock(
  tx: Tx,
  shopId: string,
  orderId: string,
  actorId: string | null,
  lines: PricedLine[],
): Promise<void> {
  const need = new Map<string, { target: StockTarget; qty: number; name: string }>();
  for (const line of lines.filter((l) => l.tracked)) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const entry = need.get(key) ?? {
      target: { shopId, productId: line.productId, variantId: line.variantId },
      qty: 0,
      name: line.productName,
    };
    entry.qty += line.quantity;
    need.set(key, entry);
  }
  for (const key of [...need.keys()].sort()) {
    const { target, qty, name } = need.get(key)!;
    const after = await changeStock(tx, target, -qty);
    if (after === null) throw conflict('out_of_stock', { name, available: await available(tx, target) }, 'lines');
    await recordMovement(tx, target, { delta: -qty, stockAfter: after, reason: 'order', actorId, orderId });
  }
}

/** One transaction: customer, prices, stock, number, lines, first timeline entry and the customer's totals. */
export async function createOrder(db: Db, shopId: string, actorId: string | null, input: OrderCreate): Promise<string> {
  refuseUnbookedPosSale(input);
  return db.transaction(async (tx) => {
    const workflow = await getWorkflow(tx, shopId);
    if (!workflow.statuses.includes(input.status))
      throw badRequest('status_not_used', { status: input.status }, 'status');
    const customer = input.customer_id
      ? await getCustomer(tx, shopId, input.customer_id)
      : input.customer
        ? await findOrCreateCustomer(tx, shopId, input.customer)
        : null;
    // Pay later: the debt book must know whom to ask for the money.
    const credit = input.payment_method === 'credit';
    if (credit && !(customer?.phone && customer.name)) throw badRequest('credit_customer_required', {}, 'customer');
    const lines = await priceLines(tx, shopId, input.lines);
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const charges = priceCharges(subtotal, input.charges);
    const chargesTotal = charges.reduce((sum, c) => sum + c.amount, 0);
    // A discount code takes one of its uses here, in the order's transaction: an order refused
    // below (stock, total) rolls the use back with it (issue 28).
    const claim = input.discount_code
      ? await redeemCode(tx, shopId, { code: input.discount_code, subtotal, customerId: customer?.id ?? null })
      : null;
    const discount = claim?.amount ?? 0;
    const rounding =
      input.channel === 'pos' && input.payment_method === 'cash'
        ? cashRounding(subtotal + chargesTotal - discount, (await getPosSettings(tx, shopId)).cash_rounding)
        : 0;
    const total = subtotal + chargesTotal - discount + rounding;
    if (!(total <= MAX_ORDER_TOTAL))
      throw badRequest('order_total_too_large', { max: formatMoney(MAX_ORDER_TOTAL) }, 'lines');
    if (credit && total <= 0) throw badRequest('credit_order_empty', {}, 'lines');
    const orderId = timeOrderedId();
    await reserveStock(tx, shopId, orderId, actorId, lines);
    // The counter row is taken last, so orders of one shop wait on each other only briefly.
    const [counter] = await tx
      .insert(orderCounters)
      .values({ shopId, lastNumber: 1 })
      .onConflictDoUpdate({ target: orderCounters.shopId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
      .returning({ number: orderCounters.lastNumber });
    await tx.insert(orders).values({
      shopId,
      id: orderId,
      number: counter!.number,
      status: input.status,
      channel: input.channel,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? '',
      customerPhone: customer?.phone ?? '',
      fulfilment: input.fulfilment,
      deliveryAddress: input.delivery_address,
      deliveryLocation: input.delivery_location ?? null,
      paymentMethod: input.payment_method,
      subtotal,
      charges,
      chargesTotal,
      rounding,
      discountCode: claim?.code ?? null,
      discountTotal: discount,
      total,
      notes: input.notes,
      stockReserved: lines.some((l) => l.tracked),
      createdBy: actorId,
    });
    await tx.insert(orderLines).values(
      lines.map((l, position) => ({
        shopId,
        orderId,
        position,
        productId: l.productId,
        variantId: l.variantId,
        productName: l.productName,
        variantName: l.variantName,
        sku: l.sku,
        addons: l.addons,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
        reserved: l.tracked,
        // Snapshotted like the price: a later change of the cost price leaves past profit as it was.
        unitCost: l.unitCost,
      })),
    );
    if (claim) await recordRedemption(tx, shopId, claim, orderId, customer?.id ?? null);
    await tx.insert(orderStatusHistory).values({ shopId, orderId, fromStatus: null, toStatus: input.status, actorId });
    await orderHooks().created(
      tx,
      { shopId, id: orderId, status: input.status, paymentMethod: input.payment_method, total, customer },
      actorId,
    );
    if (customer) {
      await tx
        .update(customers)
        .set({
          orderCount: sql`${customers.orderCount} + 1`,
          totalSpent: sql`${customers.totalSpent} + ${total}`,
          lastOrderAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(customers.shopId, shopId), eq(customers.id, customer.id)));
    }
    return orderId;
  });
}

/**
 * Moves an order along its shop's workflow (409 when the workflow has no such step). Cancelling
 * gives the reserved stock back through the ledger and takes the order out of the customer's totals.
 */
export async function transitionOrder(
  db: Db,
  shopId: string,
  orderId: string,
  // null: the system moved it (a mobile-money payment that settled), not a person.
  actorId: string | null,
  to: string,
  note: string,
): Promise<void> {
  await db.transaction((tx) => transitionOrderIn(tx, shopId, orderId, actorId, to, note));
}

/**
 * transitionOrder inside a transaction of the caller's (a payment's credit, so that the money and
 * the order's move commit together). Its refusals (404, 409) come before it writes anything, so a
 * caller may catch them and carry on in the same transaction.
 */
export async function transitionOrderIn(
  tx: Tx,
  shopId: string,
  orderId: string,
  actorId: string | null,
  to: string,
  note: string,
): Promise<void> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw notFound('order_not_found');
  const step = findTransition(await getWorkflow(tx, shopId), order.status, to);
  if (!step) throw conflict('transition_not_allowed', { from: order.status, to }, 'to');
  refuseUnbookedPosMove(order, to, actorId);
  const cancelling = to === 'cancelled';
  if (cancelling && order.stockReserved) {
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.shopId, shopId), eq(orderLines.orderId, orderId), eq(orderLines.reserved, true)));
    for (const line of [...lines].sort((a, b) =>
      `${a.productId}:${a.variantId}`.localeCompare(`${b.productId}:${b.variantId}`),
    )) {
      const target = { shopId, productId: line.productId, variantId: line.variantId };
      const after = await changeStock(tx, target, line.quantity, true);
      if (after !== null)
        await recordMovement(tx, target, {
          delta: line.quantity,
          stockAfter: after,
          reason: 'order_cancelled',
          actorId,
          orderId,
        });
    }
  }
  // A cancelled order gives its discount code's use back (the code may be used again).
  if (cancelling && order.discountTotal > 0) await releaseRedemption(tx, shopId, orderId);
  if (cancelling && order.customerId) {
    await tx
      .update(customers)
      .set({
        orderCount: sql`greatest(${customers.orderCount} - 1, 0)`,
        totalSpent: sql`greatest(${customers.totalSpent} - ${order.total}, 0)`,
      })
      .where(and(eq(customers.shopId, shopId), eq(customers.id, order.customerId)));
  }
  await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(cancelling && { stockReserved: false }) })
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  let customerMessage: string | null = null;
  if (step.notify) {
    const [c] = order.customerId
      ? await tx
          .select({ language: customers.language })
          .from(customers)
          .where(and(eq(customers.shopId, shopId), eq(customers.id, order.customerId)))
      : [];
    const language = c?.language === 'en' ? 'en' : 'sw';
    const textIn = (lang: 'en' | 'sw') => step.message[lang].replaceAll('{number}', String(order.number));
    customerMessage = textIn(language);
    if (order.customerPhone)
      await notifyOnWhatsapp(tx, {
        shopId,
        customerId: order.customerId,
        customerName: order.customerName,
        phone: order.customerPhone,
        language,
        text: customerMessage,
      });
    await notifyInWebsiteChat(tx, { shopId, orderId, text: (lang) => textIn(lang === 'en' ? 'en' : 'sw') });
  }
  await tx
    .insert(orderStatusHistory)
    .values({ shopId, orderId, fromStatus: order.status, toStatus: to, actorId, note, customerMessage });
  await orderHooks().moved(tx, order, to, actorId);
}
