import { and, eq, sql } from 'drizzle-orm';
import type { ReconciliationDone } from '../../../lib/contracts/refund.ts';
import type { RefundDueInput } from '../../../lib/refund-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { dismissedCallbacks } from '../../db/schema/reconciliation.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isFinal } from '../../../lib/mobile-money.ts';
import { orderRefundable } from '../payments/ledger/order-refundable.ts';
import { refundOrder } from '../payments/ledger/refund-order.ts';
import { checkPayment } from '../payments/payment-checks.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { getWorkflow } from '../workflow/workflow.service.ts';

// The actions of the reconciliation view. Each is safe to repeat: a second one finds the thing
// already done and answers `already_done` without writing again. Money moves only through the
// ledger functions (payments/ledger/), which append and never change an entry.

const done = (settlement: string | null = null): ReconciliationDone => ({ outcome: 'done', settlement });
const already = (settlement: string | null = null): ReconciliationDone => ({ outcome: 'already_done', settlement });

async function paymentOf(db: Db | Tx, shopId: string, paymentId: string, lock = false): Promise<Payment> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)));
  const [payment] = lock ? await query.for('update') : await query;
  if (!payment) throw notFound('payment_not_found');
  return payment;
}

/** Takes an unmatched or forged callback off the list (the log itself is kept as received). */
export async function dismissCallback(db: Db, shopId: string, logId: string, actorId: string | null) {
  const [log] = await db
    .select({ id: webhookLogs.id })
    .from(webhookLogs)
    .where(and(eq(webhookLogs.shopId, shopId), eq(webhookLogs.id, logId), eq(webhookLogs.channel, 'payments')));
  if (!log) throw notFound('callback_not_found');
  const [row] = await db
    .insert(dismissedCallbacks)
    .values({ shopId, logId, dismissedBy: actorId })
    .onConflictDoNothing()
    .returning({ id: dismissedCallbacks.logId });
  return row ? done() : already();
}

/**
 * "Check now": the provider's status query through the sweeper's own check (payment-checks.ts),
 * made due at once. A payment no longer pending has nothing to check.
 */
export async function checkNow(db: Db, env: Env, shopId: string, paymentId: string, now = new Date()) {
  const payment = await paymentOf(db, shopId, paymentId);
  // Pending or unknown (issue 25): both are still asked about, by hand whatever their schedule.
  if (isFinal(payment.status)) return already(payment.status);
  try {
    return done((await checkPayment(db, env, shopId, paymentId, now, { byHand: true })) ?? 'pending');
  } catch {
    // The provider could not be asked (no adapter, credentials unreadable): the sweeper keeps trying.
    return done('unanswered');
  }
}

/** Ends a stuck payment as expired (settlePayment only ends a payment still pending). */
export async function markExpired(db: Db, shopId: string, paymentId: string) {
  const payment = await paymentOf(db, shopId, paymentId);
  if (payment.status === 'expired') return already('expired');
  if (payment.status !== 'pending') throw conflict('payment_not_pending');
  const settled = await settlePayment(db, payment, {
    status: 'expired',
    providerRef: null,
    amount: null,
    currency: null,
    reason: 'marked_expired',
  });
  // Settled by a callback a moment ago: nothing to expire any more.
  if (settled === 'ignored') throw conflict('payment_not_pending');
  return done('expired');
}

/** A success after cancelling: gives back everything of it still held (refundOrder clears the flag). */
export async function refundLateSuccess(
  db: Db | Tx,
  shopId: string,
  paymentId: string,
  actorId: string | null,
  input: RefundDueInput,
) {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, shopId, paymentId, true);
    // A debt's overpayment (the statement page) has no order to refund through: it is handed
    // back by hand and cleared with "keep" (reopenOrder) for now.
    if (!payment.orderId) throw conflict('payment_not_for_order');
    const part = (await orderRefundable(tx, shopId, payment.orderId)).parts.find((p) => p.payment_id === paymentId);
    if (!payment.refundDue) {
      if (part?.remaining === 0) return already();
      throw conflict('payment_not_refund_due');
    }
    if (!part || part.remaining === 0) {
      await clearRefundDue(tx, shopId, paymentId);
      return already();
    }
    await refundOrder(tx, {
      shopId,
      orderId: payment.orderId,
      amount: part.remaining,
      note: input.note || `${payment.provider} ${payment.providerReference ?? payment.reference}`,
      source: input.source,
      paymentId,
      actorId,
    });
    return done();
  });
}

const clearRefundDue = (tx: Tx, shopId: string, paymentId: string) =>
  tx
    .update(payments)
    .set({ refundDue: false, updatedAt: new Date() })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)));

/**
 * A success after cancelling, kept: the order comes back as paid. The shop's workflow has no way
 * out of cancelled (it is final there), so this is the one move made beside it, written on the
 * timeline with who did it; the customer's counts come back as cancelling took them. Stock that
 * cancelling released is not taken again (the merchant sees it on the order and adjusts).
 */
export async function reopenOrder(db: Db, shopId: string, paymentId: string, actorId: string | null) {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, shopId, paymentId, true);
    if (!payment.refundDue) return already();
    // A debt's overpayment has no order to reopen: keeping it only clears the flag.
    if (!payment.orderId) {
      await clearRefundDue(tx, shopId, paymentId);
      return done();
    }
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, payment.orderId)))
      .for('update');
    if (order!.status === 'cancelled') {
      const workflow = await getWorkflow(tx, shopId);
      const to = workflow.statuses.includes('paid')
        ? 'paid'
        : (workflow.statuses.find((s) => s !== 'cancelled') ?? 'pending');
      await tx
        .update(orders)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(orders.shopId, shopId), eq(orders.id, order!.id)));
      if (order!.customerId)
        await tx
          .update(customers)
          .set({
            orderCount: sql`${customers.orderCount} + 1`,
            totalSpent: sql`${customers.totalSpent} + ${order!.total}`,
          })
          .where(and(eq(customers.shopId, shopId), eq(customers.id, order!.customerId)));
      await tx.insert(orderStatusHistory).values({
        shopId,
        orderId: order!.id,
        fromStatus: 'cancelled',
        toStatus: to,
        actorId,
        note: `✓ ${payment.provider} ${payment.providerReference ?? payment.reference}`,
      });
    }
    await clearRefundDue(tx, shopId, paymentId);
    return done();
  });
}
