import { and, eq, inArray, ne, or, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { debts } from '../../db/schema/books.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments, type Payment } from '../../db/schema/payments.ts';
import { recordDebtPayment } from '../../modules/debts/debt-ledger.ts';

const e = ledgerEntries;
/** An entry still counts while no reversal cancels it. */
export const standingEntry = sql`not exists (select 1 from ${ledgerEntries} r where r.shop_id = ${e.shopId} and r.reverses_id = ${e.id})`;

/**
 * What came in for an order and still stands (cash taken, payments credited, cash paid towards
 * its debt), leaving one payment out: the money the order had before that payment arrived.
 */
async function receivedBefore(tx: Tx, shopId: string, orderId: string, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .where(
      and(
        eq(e.shopId, shopId),
        eq(e.orderId, orderId),
        inArray(e.kind, ['cash_sale', 'payment', 'debt_payment']),
        or(isNull(e.paymentId), ne(e.paymentId, paymentId)),
        standingEntry,
      ),
    );
  return Number(row?.sum ?? 0);
}

export type Applied = {
  /** What of the payment the order (or its debt) did not need. */
  excess: number;
  /** Some of it paid the order: the order moves on to paid. */
  paysOrder: boolean;
};

/**
 * A payment just credited meets its order, in the credit's transaction (creditPayment has the
 * order's row locked, so two payments for one order see each other). The ledger follows the money
 * that came in, not the order's payment method:
 * - an order sold on credit: the money pays its debt (what the debt no longer needs is excess);
 * - a cash order nobody took cash for: this payment settles it, so its method becomes mobile
 *   money (and moving it to paid books no cash sale: issue 25, item 1);
 * - otherwise what the order still owes is its total less the money that came in before; the
 *   rest is excess.
 * Excess is credited all the same (the money did arrive), flagged refund_due with its amount, and
 * waits in reconciliation for "refund" or "keep as the customer's credit".
 */
export async function applyPaymentToOrder(tx: Tx, payment: Payment, received = payment.amount): Promise<Applied> {
  if (!payment.orderId) return { excess: 0, paysOrder: false };
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, payment.shopId), eq(orders.id, payment.orderId)));
  if (!order) return { excess: 0, paysOrder: false };
  // Paid after cancelling: all of it is to give back.
  if (order.status === 'cancelled') {
    await flag(tx, payment, received);
    return { excess: received, paysOrder: false };
  }
  const [debt] = await tx
    .select({ id: debts.id, balance: debts.balance })
    .from(debts)
    .where(and(eq(debts.shopId, payment.shopId), eq(debts.orderId, order.id), eq(debts.direction, 'receivable')));
  let excess: number;
  if (debt) {
    const applied = Math.min(received, debt.balance);
    if (applied > 0)
      await recordDebtPayment(tx, {
        shopId: payment.shopId,
        debtId: debt.id,
        amount: applied,
        method: 'mobile_money',
        paymentId: payment.id,
        note: `${payment.provider} ${payment.network} ${payment.providerReference ?? payment.reference}`,
      });
    excess = received - applied;
  } else {
    const before = await receivedBefore(tx, payment.shopId, order.id, payment.id);
    excess = Math.min(received, Math.max(0, received - Math.max(0, order.total - before)));
    // The first money in for a cash order is this payment: the order is what was paid.
    if (order.paymentMethod === 'cash' && before === 0)
      await tx
        .update(orders)
        .set({ paymentMethod: 'mobile_money', updatedAt: new Date() })
        .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id)));
  }
  if (excess > 0) await flag(tx, payment, excess);
  return { excess, paysOrder: excess < received };
}

const flag = (tx: Tx, payment: Payment, excess: number) =>
  tx
    .update(payments)
    .set({ refundDue: true, excess, updatedAt: new Date() })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
