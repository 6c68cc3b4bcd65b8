import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, type LedgerEntry } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { RefundSource } from '../../../lib/refund-schemas.ts';
import { orderRefundable } from './order-refundable.ts';
import { recordRefund } from './refund.ts';
import { givePlatformFeeBack } from './platform-fee.ts';

export type OrderRefund = {
  shopId: string;
  orderId: string;
  amount: number;
  note: string;
  source: RefundSource;
  /** The payment the money goes back against; null: against the cash taken for the order. */
  paymentId: string | null;
  actorId: string | null;
};

/**
 * Gives money back for an order, never more than came in for the part it is taken from (the
 * payment, or the cash). The order's row is locked first, so refunds of one order queue and each
 * reads what the one before it left: 40 at once never add up to more than was paid. The entry
 * goes to the payment's provider account (the merchant sent it back from there) or to the cash
 * drawer (they handed cash), and the order's timeline says so. A payment flagged refund_due (paid
 * after the order was cancelled) loses the flag once nothing of it is left to give back.
 */
export async function refundOrder(db: Db | Tx, refund: OrderRefund): Promise<{ entry: LedgerEntry; left: number }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.shopId, refund.shopId), eq(orders.id, refund.orderId)))
      .for('update');
    if (!order) throw notFound('order_not_found');
    const before = await orderRefundable(tx, refund.shopId, refund.orderId);
    const part = before.parts.find((p) => p.payment_id === refund.paymentId);
    if (!part && refund.paymentId) throw notFound('payment_not_found');
    const remaining = part?.remaining ?? 0;
    if (refund.amount > remaining)
      throw conflict('refund_exceeds_remaining', { remaining: formatMoney(remaining) }, 'amount');
    const [payment] = refund.paymentId
      ? await tx
          .select({ accountId: payments.accountId })
          .from(payments)
          .where(and(eq(payments.shopId, refund.shopId), eq(payments.id, refund.paymentId)))
      : [];
    const entry = await recordRefund(tx as unknown as Db, {
      shopId: refund.shopId,
      accountId: refund.source === 'account' ? (payment?.accountId ?? null) : null,
      amount: refund.amount,
      orderId: refund.orderId,
      customerId: order.customerId,
      paymentId: refund.paymentId,
      note: refund.note,
      createdBy: refund.actorId,
    });
    // A payment collected through the platform's account gives its fee back in proportion (decision 0046).
    if (refund.paymentId) await givePlatformFeeBack(tx, refund.shopId, refund.paymentId, refund.actorId);
    await tx.insert(orderStatusHistory).values({
      shopId: refund.shopId,
      orderId: refund.orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: refund.actorId,
      // Words-free, so that it reads in either language: the amount and the merchant's reason.
      note: `↩ −${formatMoney(refund.amount)} · ${refund.note}`,
    });
    if (refund.paymentId && part!.refund_due && remaining - refund.amount === 0)
      await tx
        .update(payments)
        .set({ refundDue: false, updatedAt: new Date() })
        .where(and(eq(payments.shopId, refund.shopId), eq(payments.id, refund.paymentId)));
    return { entry, left: before.remaining - refund.amount };
  });
}
