import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { debts } from '../../db/schema/books.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, type Payment, type ReportedFigures } from '../../db/schema/payments.ts';
import type { ProviderId } from '../../../lib/mobile-money.ts';
import { appendEntry } from './append-entry.ts';

export type ProviderSuccess = {
  shopId: string;
  /** Our payment, when the callback names our reference; else it is found by the provider's reference. */
  paymentId?: string;
  provider: ProviderId;
  providerReference: string;
  /** What the provider says it collected. */
  amount: number;
  currency: string;
  /** The provider's fee, when it reports one: recorded as its own (negative) entry. */
  fee?: number;
  /** What the provider says reached the account after its fee, when it states it. */
  net?: number;
};

export type CreditOutcome =
  | { outcome: 'credited'; payment: Payment; entryId: string }
  | { outcome: 'already_credited'; payment: Payment }
  /**
   * The figures do not add up (another amount or currency than asked, or gross - fee != net):
   * flagged with the provider's figures, nothing credited.
   */
  | { outcome: 'mismatch'; payment: Payment }
  | { outcome: 'unknown_payment' };

/**
 * Credits a provider's success exactly once. The payment row is locked first, so copies of one
 * callback (or a callback and the sweeper) queue on it: the first credits and marks the payment
 * succeeded, each later one finds it succeeded and answers `already_credited`, with no error. The
 * unique index on the payment's credit entry backs this up should any path skip the lock.
 * A success after the order was cancelled is still credited (the money did arrive) and flagged
 * `refund_due`. `alongside` runs in the same transaction after the credit (the order's move to
 * paid): a crash between the two can never leave the money credited and the order pending; if it
 * throws, nothing is credited and the provider's retry or the sweeper settles the payment again.
 */
export async function creditPayment(
  db: Db,
  success: ProviderSuccess,
  alongside?: (tx: Tx, credited: Payment) => Promise<void>,
): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const which: SQL = success.paymentId
      ? eq(payments.id, success.paymentId)
      : and(eq(payments.provider, success.provider), eq(payments.providerReference, success.providerReference))!;
    // The order is locked before the payment, in the order every writer of both takes them
    // (cancelling, refunding): a credit and a cancel of one order queue instead of deadlocking,
    // and two payments for one order see each other's money (what the order still owes).
    const [target] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.shopId, success.shopId), which));
    if (target?.orderId)
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.shopId, success.shopId), eq(orders.id, target.orderId)))
        .for('update');
    // The order (or the debt) is read in the same round trip (only the payment's row is locked here).
    const [row] = await tx
      .select({
        payment: payments,
        order: { status: orders.status, customerId: orders.customerId },
        debtCustomerId: debts.customerId,
      })
      .from(payments)
      .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
      .leftJoin(debts, and(eq(debts.shopId, payments.shopId), eq(debts.id, payments.debtId)))
      .where(and(eq(payments.shopId, success.shopId), which))
      .for('update', { of: payments });
    const payment = row?.payment;
    if (!payment || payment.provider !== success.provider) return { outcome: 'unknown_payment' as const };
    // Reversed: it was credited once and the provider took it back; a success repeated after that
    // (a copy of the first callback, a status query) is the same money, not new money.
    if (payment.status === 'succeeded' || payment.status === 'reversed')
      return { outcome: 'already_credited' as const, payment };
    const fee = success.fee ?? null;
    const net = success.net ?? null;
    const netDiffers = fee !== null && net !== null && success.amount - fee !== net;
    if (payment.amount !== success.amount || payment.currency !== success.currency || netDiffers) {
      const reported: ReportedFigures = { amount: success.amount, currency: success.currency, fee, net };
      const [flagged] = await tx
        .update(payments)
        .set({ amountMismatch: true, reported, providerReference: success.providerReference, updatedAt: new Date() })
        .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)))
        .returning();
      return { outcome: 'mismatch' as const, payment: flagged! };
    }
    const order = row.order;
    const [credited] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        providerReference: success.providerReference,
        nextCheckAt: null,
        // Paid after the order was cancelled: all of it is to give back (or keep as credit).
        refundDue: order?.status === 'cancelled',
        excess: order?.status === 'cancelled' ? payment.amount : 0,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)))
      .returning();
    const links = {
      shopId: payment.shopId,
      accountId: payment.accountId,
      orderId: payment.orderId,
      debtId: payment.debtId,
      customerId: order?.customerId ?? row.debtCustomerId ?? null,
      paymentId: payment.id,
    };
    const entry = await appendEntry(tx, { ...links, kind: 'payment', amount: payment.amount });
    if (success.fee && success.fee > 0) await appendEntry(tx, { ...links, kind: 'fee', amount: -success.fee });
    if (alongside) await alongside(tx, credited!);
    return { outcome: 'credited' as const, payment: credited!, entryId: entry!.id };
  });
}
