import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';
import type { Refundable, RefundablePart } from '../../../lib/contracts/refund.ts';

const e = ledgerEntries;
/** An entry still counts while no reversal cancels it. */
const standing = sql`not exists (select 1 from ${ledgerEntries} r where r.shop_id = ${e.shopId} and r.reverses_id = ${e.id})`;

/**
 * What came in for an order and what went back, from the ledger alone: per mobile-money payment
 * (its credit entry) and for the cash taken (the cash_sale entry, or cash paid towards the debt of
 * an order sold on credit; a refund with no payment counts against it). Reversed entries do not count. Sums are bigint in the database and read as strings,
 * so totals past 2^31 stay exact (up to 2^53).
 */
export async function orderRefundable(db: Db | Tx, shopId: string, orderId: string): Promise<Refundable> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  if (!order) throw notFound('order_not_found');
  const sums = await db
    .select({ kind: e.kind, paymentId: e.paymentId, sum: sql<string>`sum(${e.amount})` })
    .from(e)
    .where(
      and(
        eq(e.shopId, shopId),
        eq(e.orderId, orderId),
        inArray(e.kind, ['payment', 'cash_sale', 'debt_payment', 'refund']),
        standing,
      ),
    )
    .groupBy(e.kind, e.paymentId);
  const sumOf = (kind: string, paymentId: string | null) =>
    Number(sums.find((s) => s.kind === kind && s.paymentId === paymentId)?.sum ?? 0);
  const paymentIds = [...new Set(sums.filter((s) => s.kind === 'payment').map((s) => s.paymentId!))];
  const rows = paymentIds.length
    ? await db
        .select({
          id: payments.id,
          provider: payments.provider,
          network: payments.network,
          refundDue: payments.refundDue,
        })
        .from(payments)
        .where(and(eq(payments.shopId, shopId), inArray(payments.id, paymentIds)))
        .orderBy(payments.createdAt)
    : [];
  const part = (paidIn: number, refunded: number): Pick<RefundablePart, 'paid_in' | 'refunded' | 'remaining'> => ({
    paid_in: paidIn,
    refunded,
    remaining: Math.max(0, paidIn - refunded),
  });
  const parts: RefundablePart[] = rows.map((p) => ({
    payment_id: p.id,
    provider: p.provider,
    network: p.network,
    ...part(sumOf('payment', p.id), -sumOf('refund', p.id)),
    refund_due: p.refundDue,
  }));
  // Cash taken for the order: its cash sale, or cash paid towards its debt (a credit sale).
  const cashIn = sumOf('cash_sale', null) + sumOf('debt_payment', null);
  const cashOut = -sumOf('refund', null);
  if (cashIn > 0 || cashOut > 0)
    parts.push({ payment_id: null, provider: null, network: null, ...part(cashIn, cashOut), refund_due: false });
  const paidIn = parts.reduce((s, p) => s + p.paid_in, 0);
  const refunded = parts.reduce((s, p) => s + p.refunded, 0);
  return {
    order_id: orderId,
    order_status: order.status,
    paid_in: paidIn,
    refunded,
    remaining: parts.reduce((s, p) => s + p.remaining, 0),
    parts,
  };
}
