import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { RefundSource } from '../../../lib/refund-schemas.ts';
import { appendEntry } from '../../modules/ledger/append-entry.ts';
import { recordRefund } from '../../modules/ledger/refund.ts';
import { applyPaymentToDebt } from '../../modules/debts/debt-statement-payment.ts';
import { applyPaymentToOrder } from './apply-to-order.ts';

export type MismatchDecision = {
  shopId: string;
  paymentId: string;
  /** What actually arrived, as the merchant reads it off the provider's statement. */
  received: number;
  note: string;
  actorId: string | null;
  /** Absent: keep it (accept); present: hand it back, from the account or as cash. */
  refundFrom?: RefundSource;
};

export type MismatchOutcome = { outcome: 'done' | 'already_done'; payment: Payment };

/**
 * Settles a payment whose callback reported another amount or currency than asked (creditPayment
 * flagged it and credited nothing). Accepting credits what arrived, with a note saying it differs;
 * refunding credits it too and hands the same back at once, so the account's balance stays the
 * sum of its entries either way. The payment row is locked and marked succeeded in the same
 * transaction: a repeated decision finds it settled (and the credit-once index stands behind it).
 */
export async function settleMismatch(db: Db | Tx, decision: MismatchDecision): Promise<MismatchOutcome> {
  return db.transaction(async (tx) => {
    const where = and(eq(payments.shopId, decision.shopId), eq(payments.id, decision.paymentId));
    const [payment] = await tx.select().from(payments).where(where).for('update');
    if (!payment) throw notFound('payment_not_found');
    if (payment.status === 'succeeded') return { outcome: 'already_done' as const, payment };
    if (!payment.amountMismatch) throw conflict('payment_not_mismatched');
    const [order] = payment.orderId
      ? await tx
          .select({ status: orders.status, customerId: orders.customerId })
          .from(orders)
          .where(and(eq(orders.shopId, payment.shopId), eq(orders.id, payment.orderId)))
      : [];
    const [settled] = await tx
      .update(payments)
      .set({ status: 'succeeded', nextCheckAt: null, updatedAt: new Date() })
      .where(where)
      .returning();
    const differs = `${formatMoney(payment.amount, payment.currency)} → ${formatMoney(decision.received)}`;
    const note = [differs, decision.note].filter(Boolean).join(' · ');
    const links = {
      shopId: payment.shopId,
      orderId: payment.orderId,
      debtId: payment.debtId,
      customerId: order?.customerId ?? null,
      paymentId: payment.id,
      createdBy: decision.actorId,
    };
    await appendEntry(tx, { ...links, kind: 'payment', accountId: payment.accountId, amount: decision.received, note });
    if (decision.refundFrom)
      await recordRefund(tx as unknown as Db, {
        ...links,
        accountId: decision.refundFrom === 'account' ? payment.accountId : null,
        amount: decision.received,
        note,
      });
    // Kept, what arrived pays the debt or the order as a normal credit does (capped; the rest is
    // flagged as money the order did not need).
    if (!decision.refundFrom) {
      if (settled!.debtId) await applyPaymentToDebt(tx, settled!, decision.received);
      else await applyPaymentToOrder(tx, settled!, decision.received);
    }
    if (payment.orderId)
      await tx.insert(orderStatusHistory).values({
        shopId: payment.shopId,
        orderId: payment.orderId,
        fromStatus: order?.status ?? null,
        toStatus: order?.status ?? 'pending',
        actorId: decision.actorId,
        note: `${decision.refundFrom ? '↩' : '✓'} ${payment.provider} ${payment.providerReference ?? payment.reference} · ${note}`,
      });
    return { outcome: 'done' as const, payment: settled! };
  });
}
