import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentStatus } from '../../../lib/mobile-money.ts';
import { creditPayment } from '../../modules/ledger/credit-payment.ts';
import { bookPlatformFee, bookSetupFee } from '../../modules/ledger/index.ts';
import { confirmPaymentInChat } from './confirm-in-chat.ts';
import { transitionOrderIn } from '../../modules/orders/order.service.ts';
import { applyPaymentToDebt } from '../../modules/debts/debt-statement-payment.ts';
import { applyPaymentToOrder } from './apply-to-order.ts';
import { reversePayment } from './reverse-payment.ts';
import { queueOrderAlert } from '../order-alerts/queue-order-alert.ts';

/** What a provider told us about a payment, from an authentic callback or its status query. */
export type Observation = {
  status: PaymentStatus;
  providerRef: string | null;
  /** null: the provider did not say (its answer is then about the amount we asked for). */
  amount: number | null;
  currency: string | null;
  reason: string | null;
  /** The provider's fee, where its answer reports one: recorded beside the gross (net = gross - fee). */
  fee?: number | null;
  /** What reached the account after the fee, where the provider states it (checked: gross - fee = net). */
  net?: number | null;
};

export type Settlement =
  'credited' | 'already_credited' | 'mismatch' | 'failed' | 'expired' | 'pending' | 'reversed' | 'ignored';

/**
 * Applies one observation to a payment, safely repeated and in any order: a success is credited
 * once (creditPayment locks the row; copies find it succeeded), a failure or expiry only ends a
 * payment still pending (a late "failed" never undoes a success), and a pending answer changes
 * nothing. The credit that happens moves the order to paid through the shop's workflow, which
 * sends the customer's message and writes the timeline entry.
 */
export async function settlePayment(db: Db, payment: Payment, seen: Observation): Promise<Settlement> {
  if (seen.status === 'succeeded') {
    const credit = await creditPayment(
      db,
      {
        shopId: payment.shopId,
        paymentId: payment.id,
        provider: payment.provider,
        providerReference: seen.providerRef ?? payment.providerReference ?? payment.reference,
        amount: seen.amount ?? payment.amount,
        currency: seen.currency ?? payment.currency,
        fee: seen.fee ?? undefined,
        net: seen.net ?? undefined,
      },
      // In the credit's transaction: credited and paid (the order moved, the debt lowered)
      // together, or neither. Only what the order still owed pays it; the rest is flagged.
      async (tx, credited) => {
        // The setup fee is the platform's money, not the shop's: out of its balance at once, and
        // nothing of an order or a debt (decision 0046).
        if (credited.purpose === 'setup_fee') return void (await bookSetupFee(tx, credited));
        // Through the platform's account: its fee, fixed when the payment started, booked once beside the credit.
        if (credited.platformFee) await bookPlatformFee(tx, credited, credited.platformFee, null);
        // The owner's "payment received" alert, queued with the credit (flows/order-alerts).
        await queueOrderAlert(tx, 'payment', credited.shopId, credited.id);
        if (credited.debtId) return applyPaymentToDebt(tx, credited);
        if ((await applyPaymentToOrder(tx, credited)).paysOrder) await moveOrderToPaid(tx, credited);
      },
    );
    if (credit.outcome === 'unknown_payment') return 'ignored';
    if (credit.outcome !== 'credited') return credit.outcome;
    await confirmPaymentInChat(db, credit.payment);
    return 'credited';
  }
  if (seen.status === 'pending' || seen.status === 'unknown') return 'pending';
  // A reversal after success (the provider took the money back): booked once; it never ends a
  // payment that was not credited.
  if (seen.status === 'reversed') return (await reversePayment(db, payment, seen.reason)) ? 'reversed' : 'ignored';
  const [ended] = await db
    .update(payments)
    .set({
      status: seen.status,
      reason: seen.reason,
      nextCheckAt: null,
      providerReference: payment.providerReference ?? seen.providerRef,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.shopId, payment.shopId),
        eq(payments.id, payment.id),
        inArray(payments.status, ['pending', 'unknown']),
      ),
    )
    .returning({ id: payments.id });
  return ended ? seen.status : 'ignored';
}

async function moveOrderToPaid(db: Tx, payment: Payment): Promise<void> {
  if (!payment.orderId) return;
  const orderId = payment.orderId;
  const note = `${payment.provider} ${payment.network} ${payment.providerReference ?? payment.reference}`;
  try {
    await transitionOrderIn(db, payment.shopId, orderId, null, 'paid', note);
  } catch (error) {
    // The shop's workflow has no step from the order's status to paid (it was edited, or the
    // merchant moved the order by hand meanwhile): the money is in, so the timeline still says so.
    // (transitionOrderIn refuses before it writes: the credit's transaction carries on.)
    if (!(error instanceof AppError && error.status === 409)) throw error;
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.shopId, payment.shopId), eq(orders.id, orderId)));
    if (order)
      await db.insert(orderStatusHistory).values({
        shopId: payment.shopId,
        orderId,
        fromStatus: order.status,
        toStatus: order.status,
        actorId: null,
        note,
      });
  }
}
