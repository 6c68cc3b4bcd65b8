import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { debtEntries } from '../../db/schema/books.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments, type Payment } from '../../db/schema/payments.ts';
import { formatMoney } from '../../../lib/format.ts';
import { reverseDebtEntry } from '../../modules/debts/debt-ledger.ts';
import { enqueuePaymentReversedNotice } from '../../modules/payments/payment-reversed-notice.ts';
import { appendEntry, lockAccount } from '../../modules/ledger/append-entry.ts';
import { standingEntry } from './apply-to-order.ts';

/**
 * The provider took back a payment it had reported successful (ClickPesa's REVERSED / REFUNDED):
 * its credit and fee entries are reversed (the account holds what it really holds), the payment
 * becomes `reversed`, a debt it paid is owed again, and the order's timeline says so. The
 * merchant is told through reconciliation, whose list (and the badge on the transactions screen)
 * holds the payment until they mark it seen. Once: the order and the payment are locked in the
 * order every writer takes them, and a copy finds the payment reversed (ledger_entries_reverses_uq
 * stands behind it). The shop's owners are mailed too, queued in this same transaction
 * (payment-reversed-notice.ts). Answers false when there was nothing to reverse (never credited, or
 * already).
 */
export async function reversePayment(db: Db, payment: Payment, reason: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id));
    if (payment.orderId)
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.shopId, payment.shopId), eq(orders.id, payment.orderId)))
        .for('update');
    const [current] = await tx.select().from(payments).where(where).for('update');
    if (current?.status !== 'succeeded') return false;
    await tx
      .update(payments)
      .set({ status: 'reversed', reason, refundDue: false, reviewedAt: null, updatedAt: new Date() })
      .where(where);
    await enqueuePaymentReversedNotice(tx, current);
    await lockAccount(tx, current.shopId, current.accountId);
    const credited = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.shopId, current.shopId),
          eq(ledgerEntries.paymentId, current.id),
          // The platform fee and a setup fee go with the payment they were booked beside (decision 0046).
          inArray(ledgerEntries.kind, ['payment', 'fee', 'platform_fee', 'setup_fee']),
          standingEntry,
        ),
      );
    for (const entry of credited)
      await appendEntry(
        tx,
        {
          shopId: entry.shopId,
          kind: 'reversal',
          accountId: entry.accountId,
          amount: -entry.amount,
          orderId: entry.orderId,
          debtId: entry.debtId,
          customerId: entry.customerId,
          paymentId: entry.paymentId,
          reversesId: entry.id,
          note: reason ?? '',
        },
        { onConflict: 'skip' },
      );
    // A debt it paid is owed again (the money went back to the customer's wallet).
    const [paid] = await tx
      .select()
      .from(debtEntries)
      .where(and(eq(debtEntries.shopId, current.shopId), eq(debtEntries.paymentId, current.id)));
    if (paid)
      await reverseDebtEntry(tx, current.shopId, paid.debtId, paid.id, null, reason ?? '').catch((error: unknown) => {
        // A debt cancelled with its order has nothing to raise again.
        if ((error as { code?: string }).code !== 'debt_cancelled') throw error;
      });
    if (current.orderId) {
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.shopId, current.shopId), eq(orders.id, current.orderId)));
      await tx.insert(orderStatusHistory).values({
        shopId: current.shopId,
        orderId: current.orderId,
        fromStatus: order!.status,
        toStatus: order!.status,
        actorId: null,
        // Words-free, like the refund's entry: it reads in either language.
        note: `↩ ${current.provider} ${current.providerReference ?? current.reference} · −${formatMoney(current.amount, current.currency)}`,
      });
    }
    return true;
  });
}
