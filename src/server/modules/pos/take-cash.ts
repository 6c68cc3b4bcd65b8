import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { transitionOrderIn } from '../orders/index.ts';
import { findTransition, getWorkflow } from '../workflow/index.ts';

/**
 * "Take cash instead" while a push waits for the customer (issue 25, decision 0030): the same
 * order becomes a cash order and moves to paid (or completed), and the order service books its cash into the
 * drawer in that transaction (payments/ledger/cash-sale.ts). The push is left as it is at the
 * provider: a late approval is money beyond what the order owes, which the payment's settling
 * flags as an overpayment. Under the order's row lock, so a push that settles at the same moment
 * either paid the order first (409 here: no cash is taken) or finds it paid in cash.
 */
export async function takeCashForOrder(db: Db, shopId: string, orderId: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw notFound('order_not_found');
    if (order.status !== 'pending') throw conflict('order_not_waiting', {}, 'status');
    // What is owed on credit is paid through the debt book, which keeps the debt and the money together.
    if (order.paymentMethod === 'credit') throw conflict('cash_not_for_credit', {}, 'payment_method');
    await tx
      .update(orders)
      .set({ paymentMethod: 'cash', updatedAt: new Date() })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
    // Paid, as a settled push makes it; a shop whose workflow goes from pending straight to
    // completed (no paid) gets that, as the till's own sale does. Neither: the workflow's 409.
    const workflow = await getWorkflow(tx, shopId);
    const to = findTransition(workflow, 'pending', 'paid') ? 'paid' : 'completed';
    await transitionOrderIn(tx, shopId, orderId, actorId, to, '');
  });
}
