import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReconciliationDone } from '../../../lib/contracts/refund.ts';
import type { RefundDueInput } from '../../../lib/refund-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { debts } from '../../db/schema/books.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { dismissedCallbacks } from '../../db/schema/reconciliation.ts';
import { webhookLogs } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isFinal } from '../../../lib/mobile-money.ts';
import { orderRefundable } from '../../modules/ledger/order-refundable.ts';
import { refundOrder } from '../../modules/ledger/refund-order.ts';
import { checkPayment } from '../payments/payment-checks.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { getWorkflow } from '../../modules/workflow/workflow.service.ts';
import { openDebt } from '../../modules/debts/debt-ledger.ts';
import { eatDay } from '../../../lib/eat-day.ts';
import { formatMoney } from '../../../lib/format.ts';

// The actions of the reconciliation view. Each is safe to repeat: a second one finds the thing
// already done and answers `already_done` without writing again. Money moves only through the
// ledger functions (payments/ledger/), which append and never change an entry.

const done = (settlement: string | null = null): ReconciliationDone => ({ outcome: 'done', settlement });
const already = (settlement: string | null = null): ReconciliationDone => ({ outcome: 'already_done', settlement });

async function paymentOf(db: Db | Tx, shopId: string, paymentId: string, lock = false): Promise<Payment> {
  const query = () =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)));
  const [found] = await query();
  if (!found) throw notFound('payment_not_found');
  if (!lock) return found;
  // Its order first, then the payment: the order every writer of both takes them (a credit, a
  // cancel, a refund), so an action and a late copy of the callback queue instead of deadlocking.
  if (found.orderId)
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, found.orderId)))
      .for('update');
  const [payment] = await query().for('update');
  return payment!;
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

/**
 * Money an order did not need (paid after cancelling, beyond what it owed, or an order cancelled
 * after it was paid): gives back its excess, what of it is still held at most, and clears the flag.
 */
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
      // Resolved before (refunded, or kept as credit): a repeat does nothing.
      if (part?.remaining === 0 || payment.excess > 0) return already();
      throw conflict('payment_not_refund_due');
    }
    const amount = Math.min(payment.excess || Infinity, part?.remaining ?? 0);
    if (amount > 0)
      await refundOrder(tx, {
        shopId,
        orderId: payment.orderId,
        amount,
        note: input.note || `${payment.provider} ${payment.providerReference ?? payment.reference}`,
        source: input.source,
        paymentId,
        actorId,
      });
    await clearRefundDue(tx, shopId, paymentId);
    return amount > 0 ? done() : already();
  });
}

/**
 * Money an order (or a debt) did not need, kept as the customer's credit: the shop owes it to the
 * customer, in the debt book as a payable debt to them (on their page and in "the shop owes"), to
 * be settled when they buy with it or take it back. The item leaves reconciliation; the money stays
 * where it is in the ledger. 409 when no customer is known to owe it to.
 */
export async function keepAsCredit(db: Db | Tx, shopId: string, paymentId: string, actorId: string | null) {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, shopId, paymentId, true);
    if (!payment.refundDue) {
      if (payment.excess > 0) return already();
      throw conflict('payment_not_refund_due');
    }
    const [whose] = payment.orderId
      ? await tx
          .select({
            customerId: orders.customerId,
            number: orders.number,
            status: orders.status,
            language: customers.language,
            name: customers.name,
            phone: customers.phone,
          })
          .from(orders)
          .leftJoin(customers, and(eq(customers.shopId, orders.shopId), eq(customers.id, orders.customerId)))
          .where(and(eq(orders.shopId, shopId), eq(orders.id, payment.orderId)))
      : await tx
          .select({
            customerId: debts.customerId,
            number: sql<number | null>`null`,
            status: sql<string | null>`null`,
            language: debts.language,
            name: debts.partyName,
            phone: debts.partyPhone,
          })
          .from(debts)
          .where(and(eq(debts.shopId, shopId), eq(debts.id, payment.debtId!)));
    if (!whose?.customerId || !whose.name) throw conflict('credit_customer_required');
    const part = payment.orderId
      ? (await orderRefundable(tx, shopId, payment.orderId)).parts.find((p) => p.payment_id === paymentId)
      : null;
    const amount = Math.min(payment.excess || payment.amount, part ? part.remaining : payment.amount);
    const ref = `${payment.provider} ${payment.providerReference ?? payment.reference}`;
    if (amount > 0)
      await openDebt(tx, {
        shopId,
        direction: 'payable',
        customerId: whose.customerId,
        orderId: null,
        partyName: whose.name,
        partyPhone: whose.phone ?? '',
        language: whose.language ?? 'sw',
        openedOn: eatDay(),
        amount,
        // Words-free: the order and the payment it came from.
        note: whose.number ? `#${whose.number} · ${ref}` : ref,
        createdBy: actorId,
      });
    if (payment.orderId && whose.status)
      await tx.insert(orderStatusHistory).values({
        shopId,
        orderId: payment.orderId,
        fromStatus: whose.status,
        toStatus: whose.status,
        actorId,
        note: `✓ ${ref} · +${formatMoney(amount)} → ${whose.name}`,
      });
    await tx
      .update(payments)
      .set({ refundDue: false, excess: Math.max(payment.excess, amount), updatedAt: new Date() })
      .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId)));
    return done();
  });
}

/** A reversed payment seen by the merchant: it leaves the reconciliation list. */
export async function markReversalSeen(db: Db, shopId: string, paymentId: string) {
  const payment = await paymentOf(db, shopId, paymentId);
  if (payment.status !== 'reversed') throw conflict('payment_not_reversed');
  const [seen] = await db
    .update(payments)
    .set({ reviewedAt: new Date() })
    .where(and(eq(payments.shopId, shopId), eq(payments.id, paymentId), isNull(payments.reviewedAt)))
    .returning({ id: payments.id });
  return seen ? done() : already();
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
