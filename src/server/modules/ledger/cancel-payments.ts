import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { orderRefundable } from './order-refundable.ts';

/**
 * Called by the order service in the transaction that cancels an order (the order's row is
 * locked): mobile-money payments that came in for it and were not given back yet are money to
 * give back, as cash is (reverseCashSaleIfCancelled). Each is flagged refund_due with what of it is
 * left, and waits in reconciliation for "refund" or "keep" (issue 25, item 4).
 */
export async function flagPaymentsOfCancelledOrder(tx: Tx, shopId: string, orderId: string): Promise<void> {
  const { parts } = await orderRefundable(tx, shopId, orderId);
  for (const part of parts)
    if (part.payment_id && part.remaining > 0)
      await tx
        .update(payments)
        .set({ refundDue: true, excess: part.remaining, updatedAt: new Date() })
        .where(and(eq(payments.shopId, shopId), eq(payments.id, part.payment_id), eq(payments.status, 'succeeded')));
}
